import { describe, expect, it } from 'vitest';
import { SKILLS_MODAL_CLOSED, skillsModalReducer } from './skills-modal-state';

const react = { slug: 'react', label: 'React', technologyId: '12', subTechnologyId: '4' };

describe('the skills modal state', () => {
  it('stores the tag and the technology ids on opening, and clears them on reset', () => {
    const open = skillsModalReducer(SKILLS_MODAL_CLOSED, { type: 'open', technology: react });
    expect(open).toEqual({ isActive: true, tag: 'react', idSubTechnology: '4', technologyId: '12' });
    expect(skillsModalReducer(open, { type: 'reset' })).toEqual({
      isActive: false,
      tag: null,
      idSubTechnology: null,
      technologyId: null,
    });
  });
});

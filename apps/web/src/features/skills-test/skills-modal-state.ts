import type { Technology } from '@dav/contract';

/** The skills modal's shared state (docs/product.md#skills-test: isActive, tag, idSubTechnology, technologyId). */
export interface SkillsModalState {
  isActive: boolean;
  tag: string | null;
  idSubTechnology: string | null;
  technologyId: string | null;
}

export const SKILLS_MODAL_CLOSED: SkillsModalState = {
  isActive: false,
  tag: null,
  idSubTechnology: null,
  technologyId: null,
};

export type SkillsModalAction = { type: 'open'; technology: Technology } | { type: 'reset' };

/** Opening stores the tag and the technology ids; a reset (close or success) clears them. */
export function skillsModalReducer(_state: SkillsModalState, action: SkillsModalAction): SkillsModalState {
  switch (action.type) {
    case 'open':
      return {
        isActive: true,
        tag: action.technology.slug,
        idSubTechnology: action.technology.subTechnologyId,
        technologyId: action.technology.technologyId,
      };
    case 'reset':
      return SKILLS_MODAL_CLOSED;
  }
}

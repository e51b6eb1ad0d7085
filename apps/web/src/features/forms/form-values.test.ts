import { describe, expect, it } from 'vitest';
import { conditionalForm } from './conditional-form.fixture';
import { preselected, startValues, withHiddenReset } from './form-values';

const definition = conditionalForm;

describe('startValues', () => {
  it('starts from defaults, selected options and hidden values, with the page values on top', () => {
    expect(startValues(definition, { youare: 'candidate' })).toEqual({
      youare: 'candidate',
      subjectCandidat: 'contact',
      city: 'Lyon',
      _labels: 'contact',
    });
  });
});

describe('withHiddenReset', () => {
  it('drops the selects and files that a change hid, and keeps typed text', () => {
    const file = { name: 'cv.pdf', size: 10 };
    const before = { youare: 'candidate', subjectCandidat: 'cv', cv: file, city: 'Paris' };
    expect(withHiddenReset(definition, { ...before, youare: 'customer' })).toEqual({
      youare: 'customer',
      city: 'Paris',
    });
  });

  it('leaves visible values alone', () => {
    const values = { youare: 'candidate', subjectCandidat: 'cv' };
    expect(withHiddenReset(definition, values)).toEqual(values);
  });
});

describe('preselected', () => {
  it('keeps a value among the select options', () => {
    expect(preselected(definition, 'youare', 'candidate')).toEqual({ youare: 'candidate' });
  });

  it('ignores anything else', () => {
    expect(preselected(definition, 'youare', 'admin')).toEqual({});
    expect(preselected(definition, 'youare', null)).toEqual({});
    expect(preselected(definition, 'city', 'Lyon')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema } from '@dav/contract';
import { preselected, startValues, withHiddenReset } from './form-values';

const definition = FormDefinitionSchema.parse({
  name: 'contact',
  action: '/wp-json/api/{locale}/forms/contact',
  fields: [
    {
      type: 'select',
      name: 'youare',
      options: [
        { label: 'Candidate', value: 'candidate' },
        { label: 'Customer', value: 'customer' },
      ],
    },
    {
      type: 'select',
      name: 'subjectCandidat',
      options: [
        { label: 'CV', value: 'cv' },
        { label: 'Contact', value: 'contact', selected: true },
      ],
      condition: { inputName: ['youare'], isEaquelTo: ['candidate'] },
    },
    { type: 'file', name: 'cv', condition: { inputName: ['subjectCandidat'], isEaquelTo: ['cv'] } },
    {
      type: 'text',
      name: 'city',
      value: 'Lyon',
      condition: { inputName: ['youare'], isEaquelTo: ['candidate'] },
    },
    { type: 'hidden', name: '_labels', value: 'contact' },
    { type: 'checkbox', name: 'confidentiality', value: '/mentions-legales' },
  ],
});

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

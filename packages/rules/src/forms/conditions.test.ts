import { FormDefinitionSchema, type FormFieldInput } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { isFieldVisible, submittableValues, visibleFields } from './conditions';
import { ALWAYS_SHOWN, contactForm, SUBJECT_FIELDS, type Youare } from './contact-form.fixture';
import type { FormValues } from './values';

const shown = (values: FormValues) => visibleFields(contactForm, values).map((field) => field.name);
const field = (name: string) => contactForm.fields.find((candidate) => candidate.name === name)!;

describe('contact form conditions (docs/product.md#forms-validation)', () => {
  // Which conditional fields each youare value shows, subjects still unset.
  const expected: Record<Youare, string[]> = {
    customer: ['company', 'job', 'city', 'subject0'],
    candidate: ['job', 'city', 'subjectCandidat'],
    createur: ['company', 'job', 'city', 'subject0'],
    journaliste: ['company', 'job', 'city', 'subjectJournaliste'],
    visiteur: ['job', 'city', 'subject0'],
    extra: ['job', 'city', 'subject1'],
    snowden: ['company', 'subsidiary'],
  };

  it.each(Object.entries(expected))('youare = %s shows exactly %j', (youare, conditional) => {
    expect(shown({ youare }).sort()).toEqual([...ALWAYS_SHOWN, ...conditional].sort());
  });

  it('shows no conditional field before youare is chosen', () => {
    expect(shown({}).sort()).toEqual([...ALWAYS_SHOWN].sort());
    expect(shown({ youare: '' }).sort()).toEqual([...ALWAYS_SHOWN].sort());
  });

  it('shows cv only when the candidate subject is cv', () => {
    expect(shown({ youare: 'candidate', subjectCandidat: 'cv' })).toContain('cv');
    expect(shown({ youare: 'candidate', subjectCandidat: 'contact' })).not.toContain('cv');
    expect(shown({ youare: 'candidate' })).not.toContain('cv');
  });

  it('hides cv when subjectCandidat is itself hidden, even holding cv (chain)', () => {
    expect(shown({ youare: 'customer', subjectCandidat: 'cv' })).not.toContain('cv');
    // Read alone, cv's own condition holds; the definition is what makes the chain count.
    expect(isFieldVisible(field('cv'), { youare: 'customer', subjectCandidat: 'cv' })).toBe(true);
    expect(isFieldVisible(field('cv'), { youare: 'customer', subjectCandidat: 'cv' }, contactForm)).toBe(
      false,
    );
  });

  const subjectOwner: Record<(typeof SUBJECT_FIELDS)[number], Youare> = {
    subject0: 'customer',
    subject1: 'extra',
    subjectCandidat: 'candidate',
    subjectJournaliste: 'journaliste',
  };

  it.each(SUBJECT_FIELDS)('shows who when %s is contact (ANY of the subjects)', (subject) => {
    expect(shown({ youare: subjectOwner[subject], [subject]: 'contact' })).toContain('who');
    expect(shown({ youare: subjectOwner[subject], [subject]: 'call' })).not.toContain('who');
  });

  it('ignores a stale contact subject whose field is hidden', () => {
    expect(shown({ youare: 'extra', subject0: 'contact' })).not.toContain('who');
    expect(shown({ youare: 'extra', subject0: 'contact', subject1: 'contact' })).toContain('who');
  });

  it('keeps definition order', () => {
    expect(shown({ youare: 'candidate', subjectCandidat: 'cv' }).slice(0, 6)).toEqual([
      'youare',
      'job',
      'city',
      'subjectCandidat',
      'cv',
      'firstname',
    ]);
  });
});

describe('condition edge cases', () => {
  const form = (fields: FormFieldInput[]) => FormDefinitionSchema.parse({ name: 'f', action: '/f', fields });

  it('matches a checkbox-group controller on any ticked value', () => {
    const definition = form([
      { type: 'checkbox', name: 'themes', options: [] },
      { type: 'text', name: 'detail', condition: { inputName: ['themes'], isEaquelTo: ['other'] } },
    ]);
    expect(visibleFields(definition, { themes: ['food', 'other'] }).map((f) => f.name)).toContain('detail');
    expect(visibleFields(definition, { themes: ['food'] }).map((f) => f.name)).not.toContain('detail');
  });

  it('never shows a field whose isEaquelTo is empty', () => {
    const definition = form([{ type: 'text', name: 'x', condition: { inputName: ['y'], isEaquelTo: [] } }]);
    expect(visibleFields(definition, { y: '' })).toEqual([]);
  });

  it('reads a controller outside the definition from the values as they are', () => {
    const definition = form([
      { type: 'text', name: 'x', condition: { inputName: ['page'], isEaquelTo: ['a'] } },
    ]);
    expect(visibleFields(definition, { page: 'a' })).toHaveLength(1);
  });

  it('hides every field of a condition cycle instead of looping', () => {
    const definition = form([
      { type: 'text', name: 'a', condition: { inputName: ['b'], isEaquelTo: ['1'] } },
      { type: 'text', name: 'b', condition: { inputName: ['a'], isEaquelTo: ['1'] } },
    ]);
    expect(visibleFields(definition, { a: '1', b: '1' })).toEqual([]);
  });

  it('answers for a field given alone, through the definition chains', () => {
    const loose = { name: 'extra-note', condition: { inputName: ['subjectCandidat'], isEaquelTo: ['cv'] } };
    expect(isFieldVisible(loose, { youare: 'candidate', subjectCandidat: 'cv' }, contactForm)).toBe(true);
    expect(isFieldVisible(loose, { youare: 'visiteur', subjectCandidat: 'cv' }, contactForm)).toBe(false);
  });
});

describe('submittableValues', () => {
  const definition = FormDefinitionSchema.parse({
    name: 'apply',
    action: '/apply',
    fields: [
      { type: 'select', name: 'youare', options: [] },
      { type: 'file', name: 'cv', condition: { inputName: ['youare'], isEaquelTo: ['candidate'] } },
      { type: 'hidden', name: '_labels' },
      { type: 'hidden', name: '_managers_id' },
    ],
  });

  it('drops fields hidden by their condition and keeps fields of type hidden (docs/product.md#forms-validation, #calls)', () => {
    const cv = { name: 'cv.pdf', size: 10 };
    expect(
      submittableValues(definition, { youare: 'customer', cv, _labels: 'x', _managers_id: '3' }),
    ).toEqual({
      youare: 'customer',
      _labels: 'x',
      _managers_id: '3',
    });
    expect(submittableValues(definition, { youare: 'candidate', cv })).toEqual({ youare: 'candidate', cv });
  });

  it('drops keys no field defines, and undefined values', () => {
    expect(submittableValues(definition, { youare: 'x', admin: 'true', _labels: undefined })).toEqual({
      youare: 'x',
    });
  });
});

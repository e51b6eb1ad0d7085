import { describe, expect, it } from 'vitest';
import { conditionalForm } from './conditional-form.fixture';
import { changedBeforeHydration, postedValues, valuesToShowAgain } from './posted-values';

/** A body as a browser posts the engine's form by itself: Next's own entries and the bot trap too. */
function posted(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('postedValues', () => {
  it("reads each field of the definition: a text, a checkbox's ticks, a file", () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const values = postedValues(
      conditionalForm,
      posted([
        ['$ACTION_REF_1', ''],
        ['youare', 'candidate'],
        ['subjectCandidat', 'cv'],
        ['cv', cv],
        ['email', 'ada@example.org'],
        ['_labels', 'contact'],
        ['confidentiality', 'yes'],
        ['website', ''],
        ['stray', 'ignored'],
      ]),
    );
    expect(values).toEqual({
      youare: 'candidate',
      subjectCandidat: 'cv',
      cv,
      email: 'ada@example.org',
      _labels: 'contact',
      confidentiality: ['yes'],
    });
  });

  it('counts an empty file input and an unticked box as nothing', () => {
    const empty = new File([], '', { type: 'application/octet-stream' });
    expect(
      postedValues(
        conditionalForm,
        posted([
          ['cv', empty],
          ['email', ''],
        ]),
      ),
    ).toEqual({ email: '' });
  });

  it('keeps the first text when a name comes twice', () => {
    expect(
      postedValues(
        conditionalForm,
        posted([
          ['email', 'a@b.c'],
          ['email', 'x'],
        ]),
      ).email,
    ).toBe('a@b.c');
  });
});

describe('valuesToShowAgain', () => {
  it('gives back texts and choices, never a file, and says a file was dropped', () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf');
    expect(valuesToShowAgain({ email: 'a@b.c', confidentiality: ['yes'], cv, city: undefined })).toEqual({
      values: { email: 'a@b.c', confidentiality: ['yes'] },
      fileDropped: true,
    });
    expect(valuesToShowAgain({ email: 'a@b.c' }).fileDropped).toBe(false);
  });
});

describe('changedBeforeHydration', () => {
  it('gives the texts, choices and files the DOM has and the engine has not', () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf');
    const typed = { youare: 'candidate', email: '', city: 'Lyon', confidentiality: ['yes'], cv };
    const values = { youare: '', city: 'Lyon', confidentiality: [] };
    expect(changedBeforeHydration(typed, values)).toEqual([
      ['youare', 'candidate'],
      ['confidentiality', ['yes']],
      ['cv', cv],
    ]);
  });

  it('finds nothing when the page was not touched', () => {
    expect(changedBeforeHydration({ email: '', youare: 'customer' }, { youare: 'customer' })).toEqual([]);
  });
});

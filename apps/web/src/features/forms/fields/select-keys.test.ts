import { describe, expect, it } from 'vitest';
import { nextIndex, typeaheadIndex } from './select-keys';

const options = ['Client', 'Candidat', 'Créateur de start-up', 'Journaliste', 'Visiteur'].map((label) => ({
  label,
}));

describe('nextIndex', () => {
  it('moves by one, to the ends and by pages, never past the list', () => {
    expect(nextIndex('ArrowDown', 4, 5)).toBe(4);
    expect(nextIndex('ArrowUp', 0, 5)).toBe(0);
    expect(nextIndex('ArrowDown', 1, 5)).toBe(2);
    expect(nextIndex('End', 0, 5)).toBe(4);
    expect(nextIndex('Home', 3, 5)).toBe(0);
    expect(nextIndex('PageDown', 0, 5)).toBe(4);
    expect(nextIndex('x', 0, 5)).toBeNull();
  });
});

describe('typeaheadIndex', () => {
  it('finds the next option starting with the typed text, accents and case ignored', () => {
    expect(typeaheadIndex(options, 'cr', 0)).toBe(2);
    expect(typeaheadIndex(options, 'j', 0)).toBe(3);
    expect(typeaheadIndex(options, 'CRE', 0)).toBe(2);
  });

  it('cycles through the options of one letter when it is typed again', () => {
    expect(typeaheadIndex(options, 'c', 0)).toBe(1);
    expect(typeaheadIndex(options, 'cc', 1)).toBe(2);
    expect(typeaheadIndex(options, 'c', 2)).toBe(0);
  });

  it('is -1 when nothing matches', () => {
    expect(typeaheadIndex(options, 'z', 0)).toBe(-1);
  });
});

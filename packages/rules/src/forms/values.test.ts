import { describe, expect, it } from 'vitest';
import { isFileLike, listOf, textOf } from './values';

describe('form values', () => {
  it('reads one text', () => {
    expect(textOf('a')).toBe('a');
    expect(textOf(['first', 'second'])).toBe('first');
    expect(textOf([])).toBe('');
    expect(textOf({ name: 'cv.pdf', size: 1 })).toBe('');
    expect(textOf(null)).toBe('');
    expect(textOf(undefined)).toBe('');
  });

  it('reads a list of choices, blanks excluded', () => {
    expect(listOf(['lyon', '', ' ', 'paris'])).toEqual(['lyon', 'paris']);
    expect(listOf('on')).toEqual(['on']);
    expect(listOf('  ')).toEqual([]);
    expect(listOf({ name: 'cv.pdf', size: 1 })).toEqual([]);
    expect(listOf(undefined)).toEqual([]);
  });

  it('tells a file from other values', () => {
    expect(isFileLike({ name: 'cv.pdf', size: 0 })).toBe(true);
    expect(isFileLike({ name: 'cv.pdf' })).toBe(false);
    expect(isFileLike(['cv.pdf'])).toBe(false);
    expect(isFileLike('cv.pdf')).toBe(false);
    expect(isFileLike(null)).toBe(false);
  });
});

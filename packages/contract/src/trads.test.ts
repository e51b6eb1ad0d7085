import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { DEFAULT_TRADS, TRAD_KEYS } from './trads';

describe('shipped translations', () => {
  it.each(LOCALES)('%s has every key, each with a non-empty text', (locale) => {
    const trads = DEFAULT_TRADS[locale] as Record<string, string>;
    expect(Object.keys(trads).sort()).toEqual([...TRAD_KEYS].sort());
    for (const key of TRAD_KEYS) expect(trads[key]?.trim(), key).not.toBe('');
  });

  it('keeps the same {placeholders} in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of TRAD_KEYS) {
      for (const locale of LOCALES) {
        expect(placeholders(DEFAULT_TRADS[locale][key]), `${locale} ${key}`).toEqual(
          placeholders(DEFAULT_TRADS.fr[key]),
        );
      }
    }
  });
});

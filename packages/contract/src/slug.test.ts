import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MESSAGE, SlugSchema } from './slug';

describe('SlugSchema', () => {
  it.each(['home', 'qui-sommes-nous', 'dav-lyon', 'data-ai', 'uber-uns', 'page-2'])('accepts %s', (slug) => {
    expect(SlugSchema.parse(slug)).toBe(slug);
    expect(isSlug(slug)).toBe(true);
  });

  it.each(['', 'Qui', 'a--b', '-a', 'a-', 'a b', 'über', 'a.b', '../etc', 'a/b', 'x'.repeat(201)])(
    'refuses %j',
    (slug) => {
      expect(isSlug(slug)).toBe(false);
      expect(SlugSchema.safeParse(slug).success).toBe(false);
    },
  );

  it('says what a slug is made of', () => {
    expect(SlugSchema.safeParse('A b').error?.issues[0]?.message).toBe(SLUG_MESSAGE);
  });
});

import { describe, expect, it } from 'vitest';
import type { GlobalResponse } from '@dav/contract';
import { accessibleVersionLink } from './page-links';

const langs = (slugs: string[]) =>
  ({
    langs: slugs.map((slug) => ({ slug, name: slug, url: `http://${slug}.localhost:3000/` })),
  }) as GlobalResponse;
const ALL = langs(['fr', 'en', 'es', 'de', 'ay-fr', 'ay-en']);
const ABOUT = {
  slug: 'quienes-somos',
  template: 'default' as const,
  translations: [
    { lang: 'fr', slug: 'qui-sommes-nous' },
    { lang: 'en', slug: 'about-us' },
  ],
};

describe('accessibleVersionLink', () => {
  it('French goes to ay-fr, on the same page', () => {
    expect(accessibleVersionLink(ALL, 'fr', { path: '/contactez-nous' })).toEqual({
      href: 'http://ay-fr.localhost:3000/contactez-nous',
      lang: 'fr',
    });
  });

  it('Spanish goes to the English page on ay-en, or its home when there is none', () => {
    expect(accessibleVersionLink(ALL, 'es', ABOUT)).toEqual({
      href: 'http://ay-en.localhost:3000/about-us',
      lang: 'en',
    });
    expect(accessibleVersionLink(ALL, 'es', { ...ABOUT, translations: [] })?.href).toBe(
      'http://ay-en.localhost:3000/',
    );
  });

  it('none when the group has no such host', () => {
    expect(accessibleVersionLink(langs(['es', 'de']), 'de', null)).toBeNull();
  });
});

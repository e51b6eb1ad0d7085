import { describe, expect, it } from 'vitest';
import type { GlobalResponse } from '@dav/contract';
import { accessibleVersionLink, standardVersionLink, versionLink } from './page-links';

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

const ABOUT_EN = {
  slug: 'about-us',
  template: 'default' as const,
  translations: [{ lang: 'fr', slug: 'qui-sommes-nous' }],
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

describe('standardVersionLink', () => {
  it('ay-fr links back to the same page on fr, ay-en on en', () => {
    expect(standardVersionLink(ALL, 'fr', { path: '/contactez-nous' })).toEqual({
      href: 'http://fr.localhost:3000/contactez-nous',
      lang: 'fr',
    });
    expect(standardVersionLink(ALL, 'en', ABOUT_EN)?.href).toBe('http://en.localhost:3000/about-us');
    expect(standardVersionLink(ALL, 'en', null)?.href).toBe('http://en.localhost:3000/');
  });

  it('none when the group has no main host of that language', () => {
    expect(standardVersionLink(langs(['ay-fr']), 'fr', null)).toBeNull();
  });
});

describe('versionLink', () => {
  it('to the accessible version on a main host, back to the standard one on an accessibility host', () => {
    expect(versionLink(ALL, 'fr', { path: '/blog' }, false)).toEqual({
      href: 'http://ay-fr.localhost:3000/blog',
      lang: 'fr',
      to: 'accessible',
    });
    expect(versionLink(ALL, 'fr', { path: '/blog' }, true)).toEqual({
      href: 'http://fr.localhost:3000/blog',
      lang: 'fr',
      to: 'standard',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Lang, SitemapResponse } from '@dav/contract';
import { sitemapUrls } from './sitemap-urls';

const langs = (['fr', 'en', 'es', 'de'] as const).map((slug) => ({
  slug,
  name: slug,
  url: `http://${slug}.localhost:3000/`,
})) as unknown as Lang[];

const data: SitemapResponse = {
  pages: [
    {
      slug: 'home',
      template: 'index',
      updatedAt: '2026-11-01T00:00:00.000Z',
      translations: [{ lang: 'en', slug: 'home' }],
    },
    {
      slug: 'qui-sommes-nous',
      template: 'default',
      updatedAt: '2026-11-02T00:00:00.000Z',
      translations: [{ lang: 'en', slug: 'about-us' }],
    },
    { slug: 'contact', template: 'contact', updatedAt: '2026-11-03T00:00:00.000Z', translations: [] },
  ],
  posts: [
    { slug: 'un-article', updatedAt: '2026-11-20T00:00:00.000Z', translations: [] },
    {
      slug: 'un-autre',
      updatedAt: '2026-11-10T00:00:00.000Z',
      translations: [{ lang: 'de', slug: 'ein-anderer' }],
    },
  ],
  offers: [{ slug: 'dev-react', updatedAt: '2026-11-05T00:00:00.000Z', translations: [] }],
  subsidiaries: [{ slug: 'dav-lyon', updatedAt: '2026-11-06T00:00:00.000Z', translations: [] }],
  dayProducts: [{ slug: 'atelier', updatedAt: '2026-11-07T00:00:00.000Z', translations: [] }],
  dayUpdatedAt: '2026-11-07T00:00:00.000Z',
  coworkingUpdatedAt: '2026-11-08T00:00:00.000Z',
};

const urls = sitemapUrls({ data, langs, locale: 'fr', origin: 'http://fr.localhost:3000' });
const byLoc = new Map(urls.map((u) => [u.loc.replace('http://fr.localhost:3000', ''), u]));

describe('sitemapUrls', () => {
  it('lists every indexable page of the language once, absolute on its host', () => {
    expect([...byLoc.keys()].sort()).toEqual(
      [
        '/',
        '/qui-sommes-nous',
        '/contactez-nous',
        '/blog',
        '/blog/un-article',
        '/blog/un-autre',
        '/nos-offres',
        '/nos-offres/dev-react',
        '/nos-filiales',
        '/nos-filiales/dav-lyon',
        '/une-journee-chez-dav',
        '/une-journee-chez-dav/atelier',
        '/espace-coworking',
        '/candidature-spontanee',
      ].sort(),
    );
  });

  it('leaves out the pages reached only after an action', () => {
    for (const path of ['/demande-envoyee', '/retrait-candidature', '/suivi-signalement'])
      expect(byLoc.has(path)).toBe(false);
  });

  it('gives the alternates where the page exists, plus x-default', () => {
    expect(byLoc.get('/qui-sommes-nous')?.alternates).toEqual({
      fr: 'http://fr.localhost:3000/qui-sommes-nous',
      en: 'http://en.localhost:3000/about-us',
      'x-default': 'http://fr.localhost:3000/qui-sommes-nous',
    });
    expect(byLoc.get('/blog/un-autre')?.alternates).toEqual({
      fr: 'http://fr.localhost:3000/blog/un-autre',
      de: 'http://de.localhost:3000/blog/ein-anderer',
      'x-default': 'http://fr.localhost:3000/blog/un-autre',
    });
    expect(Object.keys(byLoc.get('/espace-coworking')!.alternates)).toEqual([
      'fr',
      'en',
      'es',
      'de',
      'x-default',
    ]);
  });

  it('dates each page by its last edit, a list by its latest document', () => {
    expect(byLoc.get('/qui-sommes-nous')?.lastmod).toBe('2026-11-02T00:00:00.000Z');
    expect(byLoc.get('/contactez-nous')?.lastmod).toBe('2026-11-03T00:00:00.000Z');
    expect(byLoc.get('/blog')?.lastmod).toBe('2026-11-20T00:00:00.000Z');
    expect(byLoc.get('/espace-coworking')?.lastmod).toBe('2026-11-08T00:00:00.000Z');
    expect(byLoc.get('/candidature-spontanee')?.lastmod).toBeUndefined();
  });

  it('builds the URLs of another language on its own host', () => {
    const en = sitemapUrls({ data, langs, locale: 'en', origin: 'http://en.localhost:3000' });
    expect(en.every((u) => u.loc.startsWith('http://en.localhost:3000/'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { cmsPageRoute, isUnroutablePath } from './page-route';

describe('isUnroutablePath', () => {
  it('sends paths that can show nothing to the one stored 404', () => {
    for (const path of [
      '/a/b/c',
      '/contactez-nous/x',
      '/nos-offres/a/b',
      '/Qui_Sommes',
      '/nos-offres/Not_A_Slug',
      '/blog/%E0%A4%A',
    ])
      expect(isUnroutablePath(path), path).toBe(true);
  });

  it('lets through what may exist', () => {
    for (const path of [
      '/',
      '/qui-sommes-nous',
      '/nos-offres',
      '/nos-offres/data-engineer',
      '/nos-offres/data-engineer/script',
      '/contactez-nous',
    ])
      expect(isUnroutablePath(path), path).toBe(false);
  });

  it('lets the sitemap and robots.txt of a host reach their handlers, and never takes them for a page', () => {
    expect(isUnroutablePath('/sitemap.xml')).toBe(false);
    expect(isUnroutablePath('/robots.txt')).toBe(false);
    expect(cmsPageRoute(['sitemap.xml'])).toBeNull();
    expect(cmsPageRoute(['robots.txt'])).toBeNull();
    expect(isUnroutablePath('/sitemap.xml/x')).toBe(true);
  });
});

describe('cmsPageRoute', () => {
  it('reads a CMS page and its /script variant, and nothing under another route', () => {
    expect(cmsPageRoute(['qui-sommes-nous', 'script'])).toEqual({
      pathname: '/qui-sommes-nous',
      slug: 'qui-sommes-nous',
      home: false,
      script: true,
    });
    expect(cmsPageRoute([])).toMatchObject({ slug: 'home', home: true });
    expect(cmsPageRoute(['nos-offres'])).toBeNull();
  });
});

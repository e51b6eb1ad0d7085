import { TRAD_KEYS } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';

const home = { key: 'breadcrumbs.home', href: '/' };
const current = (label: string) => ({ label, href: null });

describe('breadcrumbTrail', () => {
  it('is null on the home page, / and /home alike', () => {
    expect(breadcrumbTrail('/', 'Accueil')).toBeNull();
    expect(breadcrumbTrail('/home', 'Accueil')).toBeNull();
  });

  it.each([
    ['/blog/mon-article', { key: 'breadcrumbs.news', href: '/blog' }],
    ['/nos-offres/dev-react', { key: 'breadcrumbs.offers', href: '/nos-offres' }],
    ['/nos-filiales/dav-lyon', { key: 'breadcrumbs.subsidiaries', href: '/nos-filiales' }],
    ['/une-journee-chez-dav/atelier', { key: 'breadcrumbs.day', href: '/une-journee-chez-dav' }],
  ])('puts the list crumb between home and the detail page %s', (path, parent) => {
    expect(breadcrumbTrail(path, 'Le titre')).toEqual([home, parent, current('Le titre')]);
  });

  it.each([
    '/blog',
    '/nos-offres',
    '/nos-filiales',
    '/contactez-nous',
    '/espace-coworking',
    '/mentions-legales',
  ])('gives %s home then the current page', (path) => {
    expect(breadcrumbTrail(path, 'Titre')).toEqual([home, current('Titre')]);
  });

  it('gives an unknown path (the error page) home then its title', () => {
    expect(breadcrumbTrail('/a/b/c', 'Page introuvable')).toEqual([home, current('Page introuvable')]);
  });

  it('only names keys that the shipped translations have', () => {
    const paths = ['/blog/a', '/nos-offres/a', '/nos-filiales/a', '/une-journee-chez-dav/a', '/x'];
    const keys = paths.flatMap((p) => breadcrumbTrail(p, 't')!.flatMap((c) => (c.key ? [c.key] : [])));
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) expect(TRAD_KEYS).toContain(key);
  });

  it('returns fresh crumbs each time', () => {
    const first = breadcrumbTrail('/blog/a', 't')!;
    first[0]!.href = '/changed';
    first[1]!.href = '/changed';
    expect(breadcrumbTrail('/blog/a', 't')).toEqual([
      home,
      { key: 'breadcrumbs.news', href: '/blog' },
      current('t'),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  findRedirect,
  isRedirectTarget,
  normalizeRedirectSource,
  redirectCacheControl,
  redirectConflict,
  redirectSourceProblem,
  sourceMatches,
  type RedirectRule,
} from './redirects';

describe('normalizeRedirectSource', () => {
  it('lowercases, collapses slashes, drops the trailing slash and the fragment, sorts the query', () => {
    expect(normalizeRedirectSource('/Category/Actualites/')).toBe('/category/actualites');
    expect(normalizeRedirectSource(' //x')).toBeNull();
    expect(normalizeRedirectSource('/a//b///#top')).toBe('/a/b');
    expect(normalizeRedirectSource('/?p=123')).toBe('/?p=123');
    expect(normalizeRedirectSource('/x/?b=2&a=1')).toBe('/x?a=1&b=2');
    expect(normalizeRedirectSource('/')).toBe('/');
  });

  it('reduces a full address of the old site to its path and query, refuses anything else', () => {
    expect(normalizeRedirectSource('https://www.old-site.fr/Nos-Metiers/?p=9')).toBe('/nos-metiers?p=9');
    expect(normalizeRedirectSource('category/x')).toBeNull();
    expect(normalizeRedirectSource('ftp://x/y')).toBeNull();
  });
});

describe('redirectSourceProblem', () => {
  it('refuses what is not a page of the site, and the home page without a query', () => {
    expect(redirectSourceProblem('/wp-json/api/fr/global')).toBe('not-a-page');
    expect(redirectSourceProblem('/_next/static/x.js')).toBe('not-a-page');
    expect(redirectSourceProblem('/api')).toBe('not-a-page');
    expect(redirectSourceProblem('/')).toBe('home');
    expect(redirectSourceProblem('/?p=123')).toBeNull();
    expect(redirectSourceProblem('/apis-old')).toBeNull();
    expect(redirectSourceProblem('nope')).toBe('invalid');
  });
});

describe('isRedirectTarget', () => {
  it('takes a path or an http(s) address', () => {
    expect(isRedirectTarget('/blog')).toBe(true);
    expect(isRedirectTarget('https://example.org/x')).toBe(true);
    expect(isRedirectTarget('//evil.example')).toBe(false);
    expect(isRedirectTarget('javascript:alert(1)')).toBe(false);
    expect(isRedirectTarget('blog')).toBe(false);
  });
});

describe('sourceMatches', () => {
  it('catches its path whatever the case, trailing slash or query', () => {
    expect(sourceMatches('/category/actualites', '/Category/Actualites/?utm=1')).toBe(true);
    expect(sourceMatches('/category/actualites', '/category')).toBe(false);
  });

  it('with a query, catches only addresses carrying those parameters', () => {
    expect(sourceMatches('/?p=123', '/?utm=x&p=123')).toBe(true);
    expect(sourceMatches('/?p=123', '/?p=124')).toBe(false);
    expect(sourceMatches('/?p=123', '/')).toBe(false);
  });
});

describe('findRedirect', () => {
  const rules: RedirectRule[] = [
    { from: '/category/actualites', to: '/blog', status: 301 },
    { from: '/?p=123', to: '/blog/our-post', status: 301 },
    { from: '/old', to: 'https://example.org/new?lang=fr', status: 302 },
  ];

  it('sends a matching request to its target with its status', () => {
    expect(findRedirect(rules, '/category/actualites/', '')).toEqual({ location: '/blog', status: 301 });
    expect(findRedirect(rules, '/old', '')).toEqual({
      location: 'https://example.org/new?lang=fr',
      status: 302,
    });
    expect(findRedirect(rules, '/blog', '')).toBeNull();
  });

  it('keeps the query, less the parameters the rule named, never over the target’s own', () => {
    expect(findRedirect(rules, '/category/actualites', '?utm_source=x')?.location).toBe('/blog?utm_source=x');
    expect(findRedirect(rules, '/', '?p=123&utm_source=x')?.location).toBe('/blog/our-post?utm_source=x');
    expect(findRedirect(rules, '/old', '?lang=de&x=1')?.location).toBe('https://example.org/new?lang=fr&x=1');
  });

  it('prefers the rule naming the most parameters', () => {
    const withPlain: RedirectRule[] = [{ from: '/x', to: '/plain', status: 301 }, ...rules];
    withPlain.push({ from: '/x?id=1', to: '/one', status: 301 });
    expect(findRedirect(withPlain, '/x', '?id=1')?.location).toBe('/one');
    expect(findRedirect(withPlain, '/x', '?id=2')?.location).toBe('/plain?id=2');
  });
});

describe('redirectConflict', () => {
  const saved = [
    { from: '/b', to: '/c', languages: ['fr'] },
    { from: '/x', to: '/y', languages: ['en'] },
  ];
  const hosts = (language: string) => [`${language}.localhost`];

  it('refuses a redirect to its own source', () => {
    expect(redirectConflict({ from: '/a/', to: '/A', languages: ['fr'] }, [])).toEqual({
      kind: 'loop',
      language: 'fr',
    });
    expect(
      redirectConflict({ from: '/a', to: 'http://fr.localhost:3000/a?x=1', languages: ['fr'] }, [], hosts),
    ).toEqual({ kind: 'loop', language: 'fr' });
    expect(redirectConflict({ from: '/?p=1', to: '/', languages: ['fr'] }, [])).toBeNull();
  });

  it('refuses a chain either way (A → B when B → C exists, C → A when A → B exists)', () => {
    expect(redirectConflict({ from: '/a', to: '/b/', languages: ['fr'] }, saved)).toMatchObject({
      kind: 'chain-to',
      other: '/b',
      next: '/c',
    });
    expect(redirectConflict({ from: '/c', to: '/d', languages: ['fr'] }, saved)).toMatchObject({
      kind: 'chain-from',
      other: '/b',
    });
    expect(redirectConflict({ from: '/c', to: '/b', languages: ['fr'] }, saved)?.kind).toBe('chain-to');
  });

  it('refuses the same source twice in a language', () => {
    expect(redirectConflict({ from: '/B/', to: '/z', languages: ['en', 'fr'] }, saved)).toEqual({
      kind: 'duplicate',
      language: 'fr',
      other: '/b',
    });
  });

  it('checks only within the languages both share, and never another site’s address', () => {
    expect(redirectConflict({ from: '/a', to: '/b', languages: ['en', 'de'] }, saved)).toBeNull();
    expect(
      redirectConflict({ from: '/a', to: 'https://fr.localhost/b', languages: ['fr'] }, saved),
    ).toBeNull();
    expect(
      redirectConflict({ from: '/a', to: 'https://fr.localhost/b', languages: ['fr'] }, saved, hosts)?.kind,
    ).toBe('chain-to');
  });
});

describe('redirectCacheControl', () => {
  it('lets a permanent redirect be kept an hour, so a correction reaches everyone, and a temporary one never', () => {
    expect(redirectCacheControl(301)).toBe('public, max-age=3600');
    expect(redirectCacheControl(302)).toBe('no-store');
  });
});

import { describe, expect, it } from 'vitest';
import {
  classifyPath,
  isFormationsPath,
  isHomePath,
  isWhistleblowingPath,
  pathSegments,
  idlePrefetchPath,
  scriptVariant,
} from './routes';

describe('pathSegments', () => {
  it('drops empty segments, the query and the hash', () => {
    expect(pathSegments('/blog//mon-article/?x=1#y')).toEqual(['blog', 'mon-article']);
    expect(pathSegments('/')).toEqual([]);
    expect(pathSegments('')).toEqual([]);
    expect(pathSegments('/#accueil')).toEqual([]);
  });
});

describe('classifyPath', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['', { kind: 'home' }],
    ['/home', { kind: 'home' }],
    ['/home/', { kind: 'home' }],
    ['/?utm_source=x', { kind: 'home' }],
    ['/blog', { kind: 'blog' }],
    ['/blog/', { kind: 'blog' }],
    ['/blog/mon-article', { kind: 'blog-post', slug: 'mon-article' }],
    ['/nos-offres', { kind: 'offers' }],
    ['/nos-offres/dev-react?x=1', { kind: 'offer', slug: 'dev-react' }],
    ['/nos-filiales', { kind: 'subsidiaries' }],
    ['/nos-filiales/dav-lyon', { kind: 'subsidiary', slug: 'dav-lyon' }],
    ['/une-journee-chez-dav', { kind: 'day' }],
    ['/une-journee-chez-dav/atelier', { kind: 'day-detail', slug: 'atelier' }],
    ['/contactez-nous?youare=customer', { kind: 'contact' }],
    ['/demande-envoyee?form=coworking', { kind: 'request-sent' }],
    ['/espace-coworking#demande-jour', { kind: 'coworking' }],
    ['/candidature-spontanee', { kind: 'spontaneous' }],
    ['/retrait-candidature', { kind: 'withdrawal' }],
    ['/suivi-signalement', { kind: 'report-follow-up' }],
    ['/mentions-legales', { kind: 'page', slug: 'mentions-legales' }],
    ['/nos-formations', { kind: 'page', slug: 'nos-formations' }],
    ['/caf%C3%A9', { kind: 'page', slug: 'caf%C3%A9' }],
  ])('%s → %o', (path, expected) => {
    expect(classifyPath(path)).toEqual(expected);
  });

  it.each([
    '/blog/a/b',
    '/nos-offres/a/b',
    '/home/x',
    '/contactez-nous/x',
    '/demande-envoyee/x',
    '/espace-coworking/x',
    '/candidature-spontanee/x',
    '/mentions-legales/x',
  ])('%s is unknown: no route goes that deep', (path) => {
    expect(classifyPath(path)).toEqual({ kind: 'unknown' });
  });

  it('does not take Object.prototype names for routes', () => {
    expect(classifyPath('/constructor')).toEqual({ kind: 'page', slug: 'constructor' });
    expect(classifyPath('/toString/x')).toEqual({ kind: 'unknown' });
  });

  it('is case-sensitive, as route paths are', () => {
    expect(classifyPath('/Blog')).toEqual({ kind: 'page', slug: 'Blog' });
  });
});

describe('scriptVariant', () => {
  it.each([
    ['/script', '/'],
    ['/script/', '/'],
    ['/blog/script', '/blog'],
    ['/blog/mon-article/script', '/blog/mon-article'],
    ['/contactez-nous/script?youare=customer', '/contactez-nous'],
    ['/script/script', '/script'],
  ])('%s is the script variant of %s', (path, stripped) => {
    expect(scriptVariant(path)).toEqual({ script: true, path: stripped });
  });

  it('classifies the stripped path as the route it belongs to', () => {
    expect(classifyPath(scriptVariant('/blog/mon-article/script').path)).toEqual({
      kind: 'blog-post',
      slug: 'mon-article',
    });
    expect(classifyPath(scriptVariant('/script').path)).toEqual({ kind: 'home' });
  });

  it.each(['/', '/blog', '/scripts', '/blog/script-kiddie', '/script-x/y', '/a?next=/script'])(
    '%s is not a script variant and is returned unchanged',
    (path) => {
      expect(scriptVariant(path)).toEqual({ script: false, path });
    },
  );
});

describe('isHomePath', () => {
  it('is true for / and /home only', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/home')).toBe(true);
    expect(isHomePath('/home/')).toBe(true);
    expect(isHomePath('/?x=1')).toBe(true);
    expect(isHomePath('/homepage')).toBe(false);
    expect(isHomePath('/blog')).toBe(false);
    expect(isHomePath('/home/x')).toBe(false);
  });
});

describe('isFormationsPath', () => {
  it('is true when the path contains nos-formations', () => {
    expect(isFormationsPath('/nos-formations')).toBe(true);
    expect(isFormationsPath('/nos-formations/react')).toBe(true);
    expect(isFormationsPath('/nos-formations-2025')).toBe(true);
    expect(isFormationsPath('/blog')).toBe(false);
    expect(isFormationsPath('/nos-offres')).toBe(false);
    expect(isFormationsPath('/blog?from=nos-formations')).toBe(false);
  });
});

describe('isWhistleblowingPath', () => {
  it('is the report form and the follow-up, /script, query and trailing slash included', () => {
    for (const path of [
      '/contactez-nous',
      '/contactez-nous?youare=snowden',
      '/contactez-nous/script',
      '/suivi-signalement',
      '/suivi-signalement/',
      '/suivi-signalement/script',
    ])
      expect(isWhistleblowingPath(path), path).toBe(true);
  });

  it('is no other page, even one whose query names snowden', () => {
    for (const path of [
      '/',
      '/demande-envoyee',
      '/blog/suivi-signalement',
      '/qui-sommes-nous?youare=snowden',
    ])
      expect(isWhistleblowingPath(path), path).toBe(false);
  });
});

describe('idlePrefetchPath', () => {
  it('keeps the form screens out, with or without a query or hash', () => {
    for (const href of [
      '/contactez-nous?youare=customer',
      '/suivi-signalement',
      '/espace-coworking#demande-jour',
      '/candidature-spontanee',
      '/nos-offres/developpeur-java',
    ])
      expect(idlePrefetchPath(href, '/')).toBeNull();
  });

  it('prefetches content pages and lists, query kept and hash dropped', () => {
    expect(idlePrefetchPath('/', '/blog')).toBe('/');
    expect(idlePrefetchPath('/qui-sommes-nous', '/')).toBe('/qui-sommes-nous');
    expect(idlePrefetchPath('/nos-offres', '/')).toBe('/nos-offres');
    expect(idlePrefetchPath('/blog?category=tech#article-13', '/blog')).toBe('/blog?category=tech');
    expect(idlePrefetchPath('/nos-filiales/dav-lyon#clients', '/nos-filiales')).toBe(
      '/nos-filiales/dav-lyon',
    );
  });

  it('never prefetches the page itself', () => {
    expect(idlePrefetchPath('/blog', '/blog')).toBeNull();
    expect(idlePrefetchPath('/nos-filiales/dav-lyon#galerie', '/nos-filiales/dav-lyon')).toBeNull();
    expect(idlePrefetchPath('/blog?category=tech', '/blog?category=tech')).toBeNull();
  });

  it('leaves other hosts, the API, media and files alone', () => {
    for (const href of [
      'https://www.linkedin.com/company/dav',
      '//cdn.example/x',
      'mailto:contact@dav.localhost',
      '#main',
      '/api/media/file/dav-lyon.webp',
      '/wp-json/api/fr/global',
      '/_next/static/chunks/a.js',
      '/documents/plan.pdf',
    ])
      expect(idlePrefetchPath(href, '/')).toBeNull();
  });
});

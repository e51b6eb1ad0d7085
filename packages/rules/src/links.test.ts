import type { MenuLink, MenuLinkTarget, Sublink } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { cmsLinkHref, isExternalHref, TEMPLATE_PATHS } from './links';

function target(over: Partial<MenuLinkTarget>): MenuLinkTarget {
  return {
    post_name: 'a-propos',
    post_type: 'page',
    page_template: null,
    post_title: 'À propos',
    to: null,
    ...over,
  };
}

function sublink(over: Partial<Sublink>): Sublink {
  return { id: '1', label: 'Label', link: target({}), external_link: false, url: null, ...over };
}

function menuLink(over: Partial<MenuLink>): MenuLink {
  return { ...sublink({}), submenu: false, sublinks: [], ...over };
}

describe('cmsLinkHref', () => {
  it('keeps an external link url unchanged, whatever its target says', () => {
    const url = 'https://www.linkedin.com/company/dav?x=1#y';
    expect(cmsLinkHref(sublink({ external_link: true, url, link: target({ post_type: 'post' }) }))).toBe(url);
    expect(cmsLinkHref(menuLink({ external_link: true, url: 'mailto:a@b.fr' }))).toBe('mailto:a@b.fr');
  });

  it('keeps a submenu parent url unchanged, or # when it has none', () => {
    expect(
      cmsLinkHref(menuLink({ submenu: true, url: '/nos-expertises', link: target({ post_name: 'x' }) })),
    ).toBe('/nos-expertises');
    expect(cmsLinkHref(menuLink({ submenu: true, url: null }))).toBe('#');
    expect(cmsLinkHref(menuLink({ submenu: true, url: '' }))).toBe('#');
  });

  it('maps a link without a target to its url, or #', () => {
    expect(cmsLinkHref(sublink({ link: null, url: '/ailleurs' }))).toBe('/ailleurs');
    expect(cmsLinkHref(sublink({ link: null, url: null }))).toBe('#');
  });

  it('maps posts, offers and subsidiaries under their list path', () => {
    expect(cmsLinkHref(sublink({ link: target({ post_type: 'post', post_name: 'mon-article' }) }))).toBe(
      '/blog/mon-article',
    );
    expect(cmsLinkHref(sublink({ link: target({ post_type: 'jobs-post', post_name: 'dev-react' }) }))).toBe(
      '/nos-offres/dev-react',
    );
    expect(
      cmsLinkHref(menuLink({ link: target({ post_type: 'subsidiary-post', post_name: 'dav-lyon' }) })),
    ).toBe('/nos-filiales/dav-lyon');
  });

  it('ignores a page template on a post: the post type decides', () => {
    expect(
      cmsLinkHref(sublink({ link: target({ post_type: 'post', post_name: 'p', page_template: 'contact' }) })),
    ).toBe('/blog/p');
  });

  it('falls back to the list path when a post has no slug', () => {
    expect(cmsLinkHref(sublink({ link: target({ post_type: 'post', post_name: '' }) }))).toBe('/blog');
  });

  it.each([
    ['index', '/'],
    ['contact', '/contactez-nous'],
    ['subsidiaries', '/nos-filiales'],
    ['news', '/blog'],
    ['offers', '/nos-offres'],
    ['coworking', '/espace-coworking'],
    ['day-at-the-company', '/une-journee-chez-dav'],
    ['spontaneous-application', '/candidature-spontanee'],
  ])('maps a page with template %s to %s, whatever its slug', (template, path) => {
    expect(
      cmsLinkHref(sublink({ link: target({ page_template: template, post_name: 'slug-traduit' }) })),
    ).toBe(path);
  });

  it('maps any other page to its slug at the root', () => {
    expect(cmsLinkHref(sublink({ link: target({ post_name: 'mentions-legales' }) }))).toBe(
      '/mentions-legales',
    );
    expect(cmsLinkHref(sublink({ link: target({ post_name: 'faq', page_template: 'default' }) }))).toBe(
      '/faq',
    );
  });

  it('does not treat Object.prototype names as templates', () => {
    expect(cmsLinkHref(sublink({ link: target({ post_name: 'p', page_template: 'constructor' }) }))).toBe(
      '/p',
    );
    expect(cmsLinkHref(sublink({ link: target({ post_name: 'p', page_template: 'toString' }) }))).toBe('/p');
  });

  it('maps the page named home to the root', () => {
    expect(cmsLinkHref(sublink({ link: target({ post_name: 'home' }) }))).toBe('/');
    expect(cmsLinkHref(sublink({ link: target({ post_name: 'home', page_template: 'default' }) }))).toBe('/');
  });
});

describe('TEMPLATE_PATHS', () => {
  it('lists the eight templates of docs/product.md#routes-link-mapping and cannot be changed', () => {
    expect(Object.keys(TEMPLATE_PATHS).sort()).toEqual([
      'contact',
      'coworking',
      'day-at-the-company',
      'index',
      'news',
      'offers',
      'spontaneous-application',
      'subsidiaries',
    ]);
    expect(Object.isFrozen(TEMPLATE_PATHS)).toBe(true);
  });
});

describe('isExternalHref', () => {
  it.each([
    'https://example.com',
    'http://example.com/x',
    'HTTPS://EXAMPLE.COM',
    '//cdn.example.com/a.js',
    'mailto:a@b.fr',
    'tel:+33102030405',
  ])('%s is external', (href) => expect(isExternalHref(href)).toBe(true));

  it.each(['/', '/blog/x', 'blog', '#', '#hash', '?q=1', 'javascript:alert(1)', 'ftp://x', 'httpsfoo', ''])(
    '%s is not external',
    (href) => expect(isExternalHref(href)).toBe(false),
  );
});

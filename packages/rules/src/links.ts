import type { MenuLink, MenuLinkTarget, Sublink } from '@dav/contract';

/**
 * Page templates that own a fixed route (docs/product.md#routes-link-mapping). Route paths are the French ones in every
 * language (docs/architecture.md#locale-and-domains), so this map does not depend on the locale.
 */
export const TEMPLATE_PATHS: Readonly<Record<string, string>> = Object.freeze({
  index: '/',
  contact: '/contactez-nous',
  subsidiaries: '/nos-filiales',
  news: '/blog',
  offers: '/nos-offres',
  coworking: '/espace-coworking',
  'day-at-the-company': '/une-journee-chez-dav',
  'spontaneous-application': '/candidature-spontanee',
});

/** Where each non-page post type lives. */
const POST_TYPE_BASES: Readonly<Record<Exclude<MenuLinkTarget['post_type'], 'page'>, string>> = {
  post: '/blog',
  'jobs-post': '/nos-offres',
  'subsidiary-post': '/nos-filiales',
};

/** `/blog` + `my-post` → `/blog/my-post`; a missing slug falls back to the list rather than `/blog/`. */
function withSlug(base: string, slug: string): string {
  const s = slug.replace(/^\/+|\/+$/g, '');
  if (!s) return base;
  return base === '/' ? `/${s}` : `${base}/${s}`;
}

/** The site path of a CMS target. `to` is not used: docs/product.md#routes-link-mapping derives the path from the other fields. */
function targetHref(target: MenuLinkTarget): string {
  if (target.post_type !== 'page') return withSlug(POST_TYPE_BASES[target.post_type], target.post_name);
  // `hasOwn`, so a template named like an Object.prototype member (`constructor`) is not a path.
  const template = target.page_template;
  if (template && Object.hasOwn(TEMPLATE_PATHS, template)) return TEMPLATE_PATHS[template]!;
  if (target.post_name === 'home') return '/';
  return withSlug('/', target.post_name);
}

/**
 * The href of a menu link or sublink (docs/product.md#routes-link-mapping). External links and submenu parents keep their
 * `url` as the CMS gave it; a link with nothing to point at becomes `#`, so it still renders.
 */
export function cmsLinkHref(link: MenuLink | Sublink): string {
  if (link.external_link) return link.url || '#';
  if ('submenu' in link && link.submenu) return link.url || '#';
  if (!link.link) return link.url || '#';
  return targetHref(link.link);
}

/**
 * True when the href leaves the site: an absolute http(s) URL, a protocol-relative `//host` URL,
 * or a `mailto:`/`tel:` link. Such links render as plain `<a>`, not the router's link.
 */
export function isExternalHref(href: string): boolean {
  return /^(?:https?:)?\/\/|^(?:mailto|tel):/i.test(href.trim());
}

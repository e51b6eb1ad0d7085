import type { MenuLink, MenuLinkTarget, Sublink } from '@dav/contract';
import { ROUTE_NAMES, ROUTES, routePath, type RouteName } from './route-table';

/**
 * Page templates that own a fixed route (docs/product.md#routes-link-mapping): the `template` of the
 * route table. Route paths are the French ones in every language
 * (docs/architecture.md#locale-and-domains), so this map does not depend on the locale.
 */
export const TEMPLATE_PATHS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    ROUTE_NAMES.flatMap((name) => {
      const template = ROUTES[name].template;
      return template ? [[template, routePath(name)]] : [];
    }),
  ),
);

/** Where each non-page post type lives: the detail route with that `postType`. */
const POST_TYPE_ROUTES: ReadonlyMap<MenuLinkTarget['post_type'], RouteName> = new Map(
  ROUTE_NAMES.flatMap((name) => {
    const postType = ROUTES[name].postType;
    return postType ? [[postType, name] as const] : [];
  }),
);

/** The site path of a CMS target. `to` is not used: docs/product.md#routes-link-mapping derives the path from the other fields. */
function targetHref(target: MenuLinkTarget): string {
  const detail = POST_TYPE_ROUTES.get(target.post_type);
  if (detail) return routePath(detail, target.post_name);
  // `hasOwn`, so a template named like an Object.prototype member (`constructor`) is not a path.
  const template = target.page_template;
  if (template && Object.hasOwn(TEMPLATE_PATHS, template)) return TEMPLATE_PATHS[template]!;
  if (target.post_name === 'home') return routePath('home');
  return routePath('page', target.post_name);
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

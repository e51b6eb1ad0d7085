import type { TradKey } from '@dav/contract';
import { classifyPath, type RouteKind } from './routes';

/**
 * One breadcrumb. A fixed crumb names a translation `key`; the current page carries its own
 * `label` (its CMS title) and no `href`, since it is not a link (`aria-current="page"`).
 */
export interface Crumb {
  key?: TradKey;
  label?: string;
  href: string | null;
}

const HOME: Crumb = { key: 'breadcrumbs.home', href: '/' };

/** The list crumb shown between home and a detail page (docs/product.md#routes, "Breadcrumb names"). */
const PARENTS: Partial<Record<RouteKind, Crumb>> = {
  'blog-post': { key: 'breadcrumbs.news', href: '/blog' },
  offer: { key: 'breadcrumbs.offers', href: '/nos-offres' },
  subsidiary: { key: 'breadcrumbs.subsidiaries', href: '/nos-filiales' },
  'day-detail': { key: 'breadcrumbs.day', href: '/une-journee-chez-dav' },
};

/**
 * The trail from home to the current page, or `null` on the home page, where docs/product.md#shell-breadcrumbs shows no
 * breadcrumbs. Any other path, the error page included, gets home then the current title.
 * Pass the path without its `/script` suffix (see `scriptVariant`).
 */
export function breadcrumbTrail(pathname: string, currentTitle: string): Crumb[] | null {
  const route = classifyPath(pathname);
  if (route.kind === 'home') return null;
  const parent = PARENTS[route.kind];
  // Fresh objects, so a caller mutating the trail cannot alter the next one.
  return [{ ...HOME }, ...(parent ? [{ ...parent }] : []), { label: currentTitle, href: null }];
}

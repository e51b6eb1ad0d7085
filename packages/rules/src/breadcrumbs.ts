import type { TradKey } from '@dav/contract';
import { ROUTE_NAMES, ROUTES, routePath, type RouteName } from './route-table';
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

/** A route's crumb as a link: its name in the table, its path. */
const crumbOf = (name: RouteName): Crumb => ({ key: ROUTES[name].crumb!, href: routePath(name) });

const HOME: Crumb = crumbOf('home');

/** The list crumb shown between home and a detail page: its `parent` in the route table (docs/product.md#routes). */
const PARENTS: Partial<Record<RouteKind, Crumb>> = Object.fromEntries(
  ROUTE_NAMES.flatMap((name) => {
    const parent = ROUTES[name].parent;
    return parent ? [[name, crumbOf(parent)]] : [];
  }),
);

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

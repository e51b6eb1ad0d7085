import { ROUTE_NAMES, ROUTES, type RouteName } from './route-table';

/** What a pathname shows (docs/product.md#routes). Paths are the French ones in every language. */
export type RouteMatch =
  | { kind: 'home' }
  | { kind: 'blog' }
  | { kind: 'blog-post'; slug: string }
  | { kind: 'offers' }
  | { kind: 'offer'; slug: string }
  | { kind: 'subsidiaries' }
  | { kind: 'subsidiary'; slug: string }
  | { kind: 'day' }
  | { kind: 'day-detail'; slug: string }
  | { kind: 'contact' }
  | { kind: 'request-sent' }
  | { kind: 'coworking' }
  | { kind: 'spontaneous' }
  | { kind: 'withdrawal' }
  | { kind: 'report-follow-up' }
  | { kind: 'offline' }
  | { kind: 'form-answer' }
  | { kind: 'page'; slug: string }
  | { kind: 'unknown' };

export type RouteKind = RouteMatch['kind'];

// Every route of the table has a match, and every match but `unknown` is a route of the table.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const KINDS_ARE_ROUTES: Same<Exclude<RouteKind, 'unknown'>, RouteName> = true;
void KINDS_ARE_ROUTES;

/** The first segment of a fixed path: `/blog` → `blog`; the root has none. */
const firstSegment = (path: string): string | undefined => path.split('/').filter(Boolean)[0];

/** List routes by their segment, with their detail route (`blog` → blog, blog-post). */
const LIST_ROUTES: ReadonlyMap<string, readonly [RouteName, RouteName]> = new Map(
  ROUTE_NAMES.filter((name) => ROUTES[name].shape === 'detail' && ROUTES[name].parent).map((detail) => {
    const list = ROUTES[detail].parent!;
    return [firstSegment(ROUTES[list].path)!, [list, detail]] as const;
  }),
);

/** Routes without a detail, by their segment (aliases included: `home`): a deeper path is unknown. */
const SINGLE_ROUTES: ReadonlyMap<string, RouteName> = new Map(
  ROUTE_NAMES.filter((name) => ROUTES[name].shape === 'single').flatMap((name) =>
    [ROUTES[name].path, ...(ROUTES[name].aliases ?? [])]
      .map(firstSegment)
      .filter((segment) => segment !== undefined)
      .map((segment) => [segment, name] as const),
  ),
);

/**
 * `/blog//mon-article/?x#y` → `['blog', 'mon-article']`. Query and hash are dropped, so a full
 * `pathname + search` can be passed; empty segments are ignored. Segments stay URL-encoded.
 */
export function pathSegments(pathname: string): string[] {
  return pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
}

export function classifyPath(pathname: string): RouteMatch {
  const [first, slug, ...rest] = pathSegments(pathname);
  if (first === undefined) return { kind: 'home' };
  if (rest.length > 0) return { kind: 'unknown' };
  const listed = LIST_ROUTES.get(first);
  if (listed) {
    const [list, detail] = listed;
    return (slug === undefined ? { kind: list } : { kind: detail, slug }) as RouteMatch;
  }
  if (slug !== undefined) return { kind: 'unknown' };
  const single = SINGLE_ROUTES.get(first);
  if (single) return { kind: single } as RouteMatch;
  return { kind: 'page', slug: first };
}

export interface ScriptVariant {
  script: boolean;
  /** The path to classify: without the `/script` suffix when `script` is true, else unchanged. */
  path: string;
}

/**
 * docs/product.md#routes: every route has a `/script` variant, with the slug where the route has one. We read
 * it as a trailing segment: `/script` (home), `/blog/script`, `/blog/mon-article/script`. The
 * suffix always wins, so a CMS page or post slugged `script` is only reachable as its variant;
 * only the last segment is stripped (`/script/script` is the variant of the page `script`).
 */
export function scriptVariant(pathname: string): ScriptVariant {
  const segments = pathSegments(pathname);
  if (segments.at(-1) !== 'script') return { script: false, path: pathname };
  return { script: true, path: `/${segments.slice(0, -1).join('/')}` };
}

/** `/` and `/home` (docs/product.md#routes), with or without a trailing slash or query. */
export function isHomePath(pathname: string): boolean {
  return classifyPath(pathname).kind === 'home';
}

/** The footer's formations variant (docs/product.md#shell): any path containing `nos-formations`. */
export function isFormationsPath(pathname: string): boolean {
  return pathSegments(pathname).join('/').includes('nos-formations');
}

/**
 * The whistleblowing screens (docs/product.md#shell-consent-and-page-views): the report form (the
 * contact page, whose _you are_ can be `snowden` at any moment) and a report's follow-up, with or
 * without `/script`. They never load the tag manager, and their footer is the quiet one.
 */
const WHISTLEBLOWING_KINDS: ReadonlySet<RouteKind> = new Set(['contact', 'report-follow-up']);

export function isWhistleblowingPath(pathname: string): boolean {
  return WHISTLEBLOWING_KINDS.has(classifyPath(scriptVariant(pathname).path).kind);
}

/** Screens that show a form (`form` of the route table): their client code is the heaviest of the site. */
const FORM_KINDS: ReadonlySet<RouteKind> = new Set(ROUTE_NAMES.filter((name) => ROUTES[name].form));

/** Same-site paths that are not pages: the API, the media files, Next's own files. */
const NOT_PAGES = /^\/(?:api|wp-json|_next)(?:\/|$)/;

/**
 * What an idle prefetch may fetch for a link in view (docs/product.md#shell-loading-and-transitions:
 * links in view are prefetched after `PREFETCH_IDLE_MS` of idle time), or null. `href` is the link's
 * attribute as written, `current` the page's own path and query. Only the site's pages: not another
 * host (`//host`, `https:`), not the API, media or a file (`/plan.pdf`), not the page itself (a
 * `#section` of it included), and never a screen with a form: a prefetch pulls the target's client
 * chunks, so every page showing the header's "project" link would download the form engine.
 */
export function idlePrefetchPath(href: string, current: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split('#', 1)[0]!;
  const pathname = path.split('?', 1)[0]!;
  if (NOT_PAGES.test(pathname) || /\.[a-z0-9]{2,5}$/i.test(pathname)) return null;
  if (FORM_KINDS.has(classifyPath(pathname).kind)) return null;
  if (path === current.split('#', 1)[0]) return null;
  return path;
}

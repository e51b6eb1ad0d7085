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
  | { kind: 'page'; slug: string }
  | { kind: 'unknown' };

export type RouteKind = RouteMatch['kind'];

/** Routes with a list and a `/{slug}` detail. */
const LIST_ROUTES = {
  blog: ['blog', 'blog-post'],
  'nos-offres': ['offers', 'offer'],
  'nos-filiales': ['subsidiaries', 'subsidiary'],
  'une-journee-chez-dav': ['day', 'day-detail'],
} as const satisfies Record<string, readonly [RouteKind, RouteKind]>;

/** Routes without a detail: a deeper path under them is unknown. */
const SINGLE_ROUTES = {
  home: 'home',
  'contactez-nous': 'contact',
  'demande-envoyee': 'request-sent',
  'espace-coworking': 'coworking',
  'candidature-spontanee': 'spontaneous',
  'retrait-candidature': 'withdrawal',
  'suivi-signalement': 'report-follow-up',
} as const satisfies Record<string, RouteKind>;

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
  if (Object.hasOwn(LIST_ROUTES, first)) {
    const [list, detail] = LIST_ROUTES[first as keyof typeof LIST_ROUTES];
    return slug === undefined ? { kind: list } : { kind: detail, slug };
  }
  if (slug !== undefined) return { kind: 'unknown' };
  if (Object.hasOwn(SINGLE_ROUTES, first))
    return { kind: SINGLE_ROUTES[first as keyof typeof SINGLE_ROUTES] };
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

/** Screens that show a form: their client code (the form engine) is the heaviest of the site. */
const FORM_KINDS: ReadonlySet<RouteKind> = new Set([
  'contact',
  'coworking',
  'spontaneous',
  'offer',
  'report-follow-up',
]);

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

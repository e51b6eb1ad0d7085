/** What the service worker does with a request (docs/architecture.md#service-worker). */
export type RequestKind = 'static' | 'page' | 'network';

/** The parts of a `Request` the choice reads. */
export interface RequestLike {
  method: string;
  mode: string;
  url: string;
}

/**
 * `static`: the build's own files (`/_next/static`, named by their content), served from the cache
 * first; `page`: a navigation, from the network first, the offline page when there is none;
 * `network`: left to the browser as if there were no worker: the contract (`/wp-json`), the site's
 * routes and media (`/api`), an admin, other origins, anything but GET.
 *
 * The worker runs this function's source text (service-worker-source.ts): it must use nothing
 * from outside its body.
 */
export function requestKind(request: RequestLike, origin: string): RequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (/^\/(?:wp-json|api|admin)(?:\/|$)/.test(url.pathname)) return 'network';
  if (url.pathname.startsWith('/_next/static/')) return 'static';
  return request.mode === 'navigate' ? 'page' : 'network';
}

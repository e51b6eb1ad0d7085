import { requestKind } from './request-kind';

/** What the worker is built with: the build it belongs to, the page it shows offline. */
export interface WorkerConfig {
  /** The build's id: each build's worker is a new worker, with a cache of its own. */
  version: string;
  offlinePath: string;
}

/** Caches of this site's workers are named `dav-{version}`; the others are not ours to delete. */
export const CACHE_PREFIX = 'dav-';

interface WorkerSettings extends WorkerConfig {
  cachePrefix: string;
}

/* The few service-worker types used here: the project compiles against the DOM library only. */
interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: { origin: string };
  clients: { claim(): Promise<void> };
  registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

/**
 * The worker itself (docs/architecture.md#service-worker). It runs from its source text in the
 * browser, so it uses nothing from outside its body but its arguments.
 *
 * No `skipWaiting()`: a new build's worker waits until no page of the old build is open, so an
 * open page keeps loading its own build's files from its own cache; only then does the new worker
 * activate and delete the old caches.
 */
function serviceWorker(scope: WorkerScope, config: WorkerSettings, kindOf: typeof requestKind): void {
  const cacheName = config.cachePrefix + config.version;
  // The build's files the offline page needs, as its HTML and its flight data name them.
  const STATIC_FILE = /\/_next\/static\/[^"'\s\\<>()]+/g;

  async function precacheOfflinePage(): Promise<void> {
    const cache = await caches.open(cacheName);
    const page = await fetch(config.offlinePath, { cache: 'reload', credentials: 'omit' });
    if (!page.ok) throw new Error(`${config.offlinePath} answered ${page.status}`);
    const files = new Set((await page.clone().text()).match(STATIC_FILE) ?? []);
    await cache.put(config.offlinePath, page);
    // A file that fails now is fetched (and kept) when a page first needs it.
    await Promise.allSettled([...files].map((file) => cache.add(file)));
  }

  async function removeOldCaches(): Promise<void> {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(config.cachePrefix) && name !== cacheName)
        .map((name) => caches.delete(name)),
    );
  }

  async function cacheFirst(event: FetchEventLike): Promise<Response> {
    const cache = await caches.open(cacheName);
    const kept = await cache.match(event.request);
    if (kept) return kept;
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
    return response;
  }

  async function networkFirst(event: FetchEventLike): Promise<Response> {
    try {
      return (await event.preloadResponse) ?? (await fetch(event.request));
    } catch (error) {
      const offline = await caches.match(config.offlinePath, { cacheName });
      if (offline) return offline;
      throw error;
    }
  }

  scope.addEventListener('install', (event) => event.waitUntil(precacheOfflinePage()));
  scope.addEventListener('activate', (event) =>
    event.waitUntil(
      (async () => {
        await removeOldCaches();
        // The navigation's request starts while the worker boots, not after.
        await scope.registration.navigationPreload?.enable();
        // The first visit's page is controlled at once: it is of this build.
        await scope.clients.claim();
      })(),
    ),
  );
  scope.addEventListener('fetch', (event) => {
    const kind = kindOf(event.request, scope.location.origin);
    if (kind === 'static') event.respondWith(cacheFirst(event));
    else if (kind === 'page') event.respondWith(networkFirst(event));
  });
}

/** The script served at `/sw.js`: the worker, its request rule and its configuration. */
export function serviceWorkerSource(config: WorkerConfig): string {
  const settings: WorkerSettings = { ...config, cachePrefix: CACHE_PREFIX };
  // Both functions as expressions: a minifier may have renamed them.
  return `'use strict';\n(${serviceWorker.toString()})(self, ${JSON.stringify(settings)}, ${requestKind.toString()});\n`;
}

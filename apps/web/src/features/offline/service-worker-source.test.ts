import { describe, expect, it, vi } from 'vitest';
import { serviceWorkerSource } from './service-worker-source';

const ORIGIN = 'https://www.example.fr';
const OFFLINE_HTML =
  '<html><script src="/_next/static/chunks/main.js" async></script>' +
  '<script>self.__next_f.push([1,"I:[\\"/_next/static/chunks/page.js\\"]"])</script></html>';

type Listener = (event: WorkerEvent) => void;
interface WorkerEvent {
  request?: { method: string; mode: string; url: string };
  preloadResponse?: Promise<Response | undefined>;
  respondWith?: (response: Promise<Response>) => void;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** The worker's script run in a pretend browser: its caches, its network, its events. */
function runWorker(version: string, caches = new Map<string, Map<string, Response>>()) {
  const network = { online: true, requests: [] as string[] };
  const fetchMock = vi.fn(async (input: string | { url: string }) => {
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;
    network.requests.push(url);
    if (!network.online) throw new TypeError('Failed to fetch');
    if (url.endsWith('/hors-ligne')) return new Response(OFFLINE_HTML, { status: 200 });
    if (url.includes('/missing')) return new Response('', { status: 404 });
    return new Response(`from the network: ${url}`, { status: 200 });
  });
  const keyOf = (request: string | { url: string }) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const cacheApi = (entries: Map<string, Response>) => ({
    match: async (request: string | { url: string }) => entries.get(keyOf(request))?.clone(),
    put: async (request: string | { url: string }, response: Response) => {
      entries.set(keyOf(request), response);
    },
    add: async (request: string) => {
      const response = await fetchMock(request);
      if (!response.ok) throw new TypeError('bad status');
      entries.set(keyOf(request), response);
    },
    keys: async () => [...entries.keys()].map((url) => ({ url })),
  });
  const cacheStorage = {
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new Map());
      return cacheApi(caches.get(name)!);
    },
    keys: async () => [...caches.keys()],
    delete: async (name: string) => caches.delete(name),
    match: async (request: string, { cacheName }: { cacheName: string }) =>
      caches.get(cacheName)?.get(keyOf(request))?.clone(),
  };
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: ORIGIN },
    clients: { claim: vi.fn(async () => {}) },
    registration: { navigationPreload: { enable: vi.fn(async () => {}) } },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const source = serviceWorkerSource({ version, offlinePath: '/hors-ligne' });
  new Function('self', 'caches', 'fetch', source)(scope, cacheStorage, fetchMock);

  /** Dispatches a lifecycle event and waits for what it asked to wait for. */
  async function lifecycle(type: 'install' | 'activate') {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (promise) => pending.push(promise) });
    await Promise.all(pending);
  }
  /** A request as the browser passes it: the worker's answer, or null when it lets it through. */
  async function request(path: string, mode = 'no-cors', method = 'GET'): Promise<string | null> {
    let answer: Promise<Response> | null = null;
    const pending: Promise<unknown>[] = [];
    listeners.get('fetch')!({
      request: { method, mode, url: new URL(path, ORIGIN).href },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (response) => (answer = response),
      waitUntil: (promise) => pending.push(promise),
    });
    if (!answer) return null;
    const text = await (answer as Promise<Response>).then((response) => response.text());
    await Promise.all(pending);
    return text;
  }
  return { caches, network, scope, lifecycle, request };
}

describe('the service worker', () => {
  it('keeps the offline page and the build files it names when it installs', async () => {
    const worker = runWorker('build-1');
    await worker.lifecycle('install');
    const cached = [...(worker.caches.get('dav-build-1')?.keys() ?? [])];
    expect(cached.sort()).toEqual(
      [
        `${ORIGIN}/hors-ligne`,
        `${ORIGIN}/_next/static/chunks/main.js`,
        `${ORIGIN}/_next/static/chunks/page.js`,
      ].sort(),
    );
  });

  it('answers a navigation from the network, and with the offline page when there is none', async () => {
    const worker = runWorker('build-1');
    await worker.lifecycle('install');
    expect(await worker.request('/nos-offres', 'navigate')).toBe(`from the network: ${ORIGIN}/nos-offres`);
    worker.network.online = false;
    expect(await worker.request('/nos-offres', 'navigate')).toBe(OFFLINE_HTML);
  });

  it('serves the build’s files from its cache first, keeping only good answers', async () => {
    const worker = runWorker('build-1');
    await worker.lifecycle('install');
    expect(await worker.request('/_next/static/chunks/other.js')).toBe(
      `from the network: ${ORIGIN}/_next/static/chunks/other.js`,
    );
    await worker.request('/_next/static/chunks/missing.js');
    worker.network.online = false;
    expect(await worker.request('/_next/static/chunks/other.js')).toBe(
      `from the network: ${ORIGIN}/_next/static/chunks/other.js`,
    );
    await expect(worker.request('/_next/static/chunks/missing.js')).rejects.toThrow('Failed to fetch');
  });

  it('lets the contract, the site’s routes and posts through untouched', async () => {
    const worker = runWorker('build-1');
    await worker.lifecycle('install');
    expect(await worker.request('/wp-json/api/fr/global', 'cors')).toBeNull();
    expect(await worker.request('/api/media/photo.jpg')).toBeNull();
    expect(await worker.request('/contactez-nous', 'navigate', 'POST')).toBeNull();
    const cached = [...worker.caches.values()].flatMap((entries) => [...entries.keys()]);
    expect(cached.filter((url) => /\/(wp-json|api)\//.test(url))).toEqual([]);
  });

  it('removes the caches of older builds when it activates, and only those', async () => {
    const caches = new Map([
      ['dav-build-1', new Map<string, Response>()],
      ['someone-else', new Map<string, Response>()],
    ]);
    const worker = runWorker('build-2', caches);
    await worker.lifecycle('install');
    expect([...caches.keys()].sort()).toEqual(['dav-build-1', 'dav-build-2', 'someone-else']);
    await worker.lifecycle('activate');
    expect([...caches.keys()].sort()).toEqual(['dav-build-2', 'someone-else']);
    expect(worker.scope.clients.claim).toHaveBeenCalled();
  });

  it('fails to install without its offline page, so the previous worker stays', async () => {
    const worker = runWorker('build-1');
    worker.network.online = false;
    await expect(worker.lifecycle('install')).rejects.toThrow();
  });
});

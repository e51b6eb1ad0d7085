import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { redisSuitesCanRun, startRedisServer } from '../../../../../scripts/lib/redis-server.mjs';
import type SharedIncrementalCache from './incremental-handler.mjs';
import type * as SharedCacheModule from './shared-cache.mjs';
import type useCacheHandler from './use-cache-handler.mjs';
import type * as SiteDataModule from '../proxy/site-data';

/*
 * The site's shared cache (docs/architecture.md#the-sites-shared-cache) between two instances:
 * this test process is instance B, a forked process (tests/support/cache-instance.mjs) is
 * instance A; they share nothing but a Redis server of the test's own, which the test stops and
 * starts again.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const INSTANCE = path.resolve(here, '../../../tests/support/cache-instance.mjs');
/** Long enough for a reconnection (its backoff stops at 2 s), never a speed target. */
const SOON = { timeout: 15_000, interval: 50 };

type Redis = Awaited<ReturnType<typeof startRedisServer>>;

/** Instance A: each call runs in the child and answers over IPC. */
function startInstance(env: Record<string, string>) {
  const child: ChildProcess = fork(INSTANCE, [], { env: { ...process.env, ...env }, stdio: 'inherit' });
  let next = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const started = new Promise<void>((resolve) => {
    child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      if (message.id === 0) return resolve();
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) call?.reject(new Error(message.error));
      else call?.resolve(message.result);
    });
  });
  const call = <T>(op: string, ...args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, op, args });
    });
  return { started, call, stop: () => child.kill() };
}

/** What a request of instance B does with the `'use cache'` handler: refresh the tags, then read. */
async function readThrough(handler: typeof useCacheHandler, key: string) {
  await handler.refreshTags();
  const entry = await handler.get(key, []);
  return entry ? new Response(entry.value).text() : null;
}

function cacheEntry(text: string, tags: string[]) {
  return Promise.resolve({
    value: new Response(text).body!,
    tags,
    stale: 30,
    timestamp: Date.now(),
    expire: 3600,
    revalidate: 900,
  });
}

describe.runIf(redisSuitesCanRun())('the shared cache of two site instances', () => {
  let redis: Redis;
  let a: ReturnType<typeof startInstance>;
  let distDir: string;
  let errors: MockInstance<typeof console.error>;
  let useCache: typeof useCacheHandler;
  let b: SharedIncrementalCache;
  let shared: typeof SharedCacheModule;
  let siteDataModule: typeof SiteDataModule;

  beforeAll(async () => {
    redis = await startRedisServer();
    distDir = mkdtempSync(path.join(tmpdir(), 'dav-web-cache-'));
    process.env.REDIS_URL = redis.url;
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    shared = await import('./shared-cache.mjs');
    useCache = (await import('./use-cache-handler.mjs')).default;
    const { default: Incremental } = await import('./incremental-handler.mjs');
    const { nodeFs } = (await import('next/dist/server/lib/node-fs-methods.js')).default;
    b = new Incremental({
      fs: nodeFs,
      dev: false,
      flushToDisk: false,
      serverDistDir: distDir,
      revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024,
    });
    siteDataModule = await import('../proxy/site-data');
    a = startInstance({ REDIS_URL: redis.url, SERVER_DIST_DIR: distDir });
    await a.started;
    await expect(a.call('ready')).resolves.toBe(true);
    await shared.sharedCache()!.ready;
    expect(shared.sharedCache()!.available).toBe(true);
  }, 30_000);

  afterAll(async () => {
    a?.stop();
    await shared?.sharedCache()?.close();
    await redis?.stop();
    errors?.mockRestore();
    delete process.env.REDIS_URL;
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  it("reads through B a 'use cache' entry set through A, and misses it at once when A revalidates its tag", async () => {
    await a.call('useCacheSet', 'day-fr', 'day v1', ['day:fr', 'day']);
    await expect(readThrough(useCache, 'day-fr')).resolves.toBe('day v1');

    await a.call('revalidate', ['day:fr']);
    // B's very next request misses it, so Next renders it fresh...
    await expect(readThrough(useCache, 'day-fr')).resolves.toBeNull();
    // ...and what B renders then is what A serves.
    await useCache.set('day-fr', cacheEntry('day v2', ['day:fr', 'day']));
    await expect(a.call('useCacheGet', 'day-fr')).resolves.toBe('day v2');
    await expect(readThrough(useCache, 'day-fr')).resolves.toBe('day v2');

    // A second edit right after: missed again, however close the two are.
    await a.call('revalidate', ['day:fr']);
    await expect(readThrough(useCache, 'day-fr')).resolves.toBeNull();
  });

  it('shares pages (HTML, RSC payload, segments) and their tags between the instances', async () => {
    await b.set(
      '/fr/offres',
      pageData('<p>offers v1</p>', ['offers:fr', '_N_T_/[site]/offres']),
      pageContext,
    );
    await expect(a.call('pageGet', '/fr/offres')).resolves.toEqual({
      html: '<p>offers v1</p>',
      rsc: 'rsc:<p>offers v1</p>',
      segment: 'seg',
    });

    await b.revalidateTag(['offers:fr'], { expire: 0 });
    await expect(a.call('pageGet', '/fr/offres')).resolves.toBeNull();
    await a.call('pageSet', '/fr/offres', '<p>offers v2</p>', ['offers:fr']);
    const fresh = await b.get('/fr/offres', { kind: 'APP_PAGE', isFallback: false });
    expect((fresh?.value as { html: string }).html).toBe('<p>offers v2</p>');
  });

  it("makes the other instance forget the proxy's copies of CMS data", async () => {
    let reads = 0;
    const redirects = siteDataModule.siteData<string, number>({
      name: 'test-redirects',
      families: ['redirects'],
      empty: 0,
      refreshMs: 3_600_000,
      timeoutMs: 1000,
      load: async () => ++reads,
    });
    await expect(redirects.get('fr')).resolves.toBe(1);
    await expect(redirects.get('fr')).resolves.toBe(1);

    await a.call('revalidate', ['redirects:fr']);
    await vi.waitFor(async () => expect(await redirects.get('fr')).toBe(2), SOON);
  });

  it('keeps serving from memory while Redis is away, logs the outage once, and shares again when it returns', async () => {
    await a.call('useCacheSet', 'post-fr', 'post v1', ['posts:fr']);
    await expect(readThrough(useCache, 'post-fr')).resolves.toBe('post v1');
    await b.set('/fr/blog', pageData('<p>blog v1</p>', ['posts:fr']), pageContext);
    errors.mockClear();

    await redis.stop();
    await vi.waitFor(() => expect(shared.sharedCache()!.available).toBe(false), SOON);
    for (let i = 0; i < 20; i++) {
      await expect(readThrough(useCache, 'post-fr')).resolves.toBe('post v1');
      const page = await b.get('/fr/blog', { kind: 'APP_PAGE', isFallback: false });
      expect((page?.value as { html: string }).html).toBe('<p>blog v1</p>');
      await useCache.set(`while-down-${i}`, cacheEntry(`kept ${i}`, ['posts:fr']));
      await expect(readThrough(useCache, `while-down-${i}`)).resolves.toBe(`kept ${i}`);
    }
    // An edit reaching B meanwhile applies here at once, and to A once Redis is back.
    await b.revalidateTag(['posts:fr'], { expire: 0 });
    await expect(readThrough(useCache, 'post-fr')).resolves.toBeNull();
    const outage = errors.mock.calls.map((call) => String(call[0]));
    expect(outage.filter((line) => line.includes('Redis unavailable'))).toHaveLength(1);

    await redis.start();
    await vi.waitFor(() => expect(shared.sharedCache()!.available).toBe(true), SOON);
    await vi.waitFor(async () => expect(await a.call('useCacheGet', 'post-fr')).toBeNull(), SOON);
    const lines = errors.mock.calls.map((call) => String(call[0]));
    expect(lines.filter((line) => line.includes('Redis available again'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('Redis unavailable'))).toHaveLength(1);
    const aLogs = await a.call<string[]>('logs');
    expect(aLogs.filter((line) => line.includes('Redis unavailable'))).toHaveLength(1);
    expect(aLogs.filter((line) => line.includes('Redis available again'))).toHaveLength(1);

    // Shared again, without restarting either instance.
    await vi.waitFor(async () => {
      await a.call('useCacheSet', 'after', 'after the outage', ['posts:fr']);
      expect(await readThrough(useCache, 'after')).toBe('after the outage');
    }, SOON);
  }, 60_000);
});

const pageContext = { cacheControl: { revalidate: 900, expire: 3600 }, tags: [] };

function pageData(html: string, tags: string[]) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([['/_index', Buffer.from('seg')]]),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
    postponed: undefined,
  };
}

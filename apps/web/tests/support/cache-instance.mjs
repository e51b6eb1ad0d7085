// @ts-check
/*
 * A site instance of its own, for src/lib/cache/shared-cache.test.ts: a child process (forked
 * with REDIS_URL) that loads the cache handlers as `next start` does, and runs what the test
 * asks of them over IPC. Two processes share nothing but Redis, as two instances would.
 */
const logs = /** @type {string[]} */ ([]);
console.error = (...args) => logs.push(args.join(' '));

const revalidatedElsewhere = /** @type {string[][]} */ ([]);
/** @type {any} */ (globalThis)[Symbol.for('dav.web.revalidationListeners')] = new Map([
  ['test', (/** @type {string[]} */ tags) => revalidatedElsewhere.push(tags)],
]);

const { default: useCache } = await import('../../src/lib/cache/use-cache-handler.mjs');
const { default: Incremental } = await import('../../src/lib/cache/incremental-handler.mjs');
const { sharedCache } = await import('../../src/lib/cache/shared-cache.mjs');
const { nodeFs } = (await import('next/dist/server/lib/node-fs-methods.js')).default;

const incremental = new Incremental({
  fs: nodeFs,
  dev: false,
  flushToDisk: false,
  serverDistDir: process.env.SERVER_DIST_DIR,
  revalidatedTags: [],
  maxMemoryCacheSize: 50 * 1024 * 1024,
});

/** @param {string} text */
const streamOf = (text) => new Response(text).body;

/** @type {Record<string, (...args: any[]) => Promise<unknown>>} */
const ops = {
  async ready() {
    await sharedCache()?.ready;
    return sharedCache()?.available;
  },
  async useCacheSet(key, text, tags) {
    const now = Date.now();
    await useCache.set(
      key,
      Promise.resolve({
        value: streamOf(text),
        tags,
        stale: 30,
        timestamp: now,
        expire: 3600,
        revalidate: 900,
      }),
    );
  },
  async useCacheGet(key) {
    await useCache.refreshTags();
    const entry = await useCache.get(key, []);
    return entry ? await new Response(entry.value).text() : null;
  },
  async pageSet(key, html, tags) {
    const data = {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(`rsc:${html}`),
      segmentData: new Map([['/_index', Buffer.from('seg')]]),
      headers: { 'x-next-cache-tags': tags.join(',') },
      status: 200,
      postponed: undefined,
    };
    await incremental.set(key, data, { cacheControl: { revalidate: 900, expire: 3600 }, tags: [] });
  },
  async pageGet(key) {
    const entry = await incremental.get(key, { kind: 'APP_PAGE', isFallback: false });
    const value = /** @type {any} */ (entry)?.value;
    if (!value) return null;
    return {
      html: value.html,
      rsc: value.rscData.toString(),
      segment: value.segmentData.get('/_index')?.toString(),
    };
  },
  async revalidate(tags) {
    // What the revalidate route and Next do with `revalidateTag(tag, { expire: 0 })`.
    await Promise.all([
      useCache.updateTags(tags, { expire: 0 }),
      incremental.revalidateTag(tags, { expire: 0 }),
    ]);
  },
  async logs() {
    return logs;
  },
  async revalidatedElsewhere() {
    return revalidatedElsewhere;
  },
};

process.on('message', async (/** @type {{ id: number, op: string, args: unknown[] }} */ message) => {
  try {
    const result = await ops[message.op](...message.args);
    process.send?.({ id: message.id, result });
  } catch (error) {
    process.send?.({ id: message.id, error: String(/** @type {Error} */ (error)?.stack ?? error) });
  }
});
process.send?.({ id: 0, result: 'started' });

// @ts-check
/*
 * The site's shared cache (docs/architecture.md#the-sites-shared-cache): when REDIS_URL is set,
 * next.config.ts points Next's `cacheHandler` (pages, route answers) and `cacheHandlers`
 * (`'use cache'`) at the two handlers of this folder, and both keep their entries and the
 * revalidated tags in Redis, shared by every site instance.
 *
 * Plain JavaScript: Next imports these files at run time with Node's own loader, unbundled.
 *
 * - Tags: each revalidation is applied to this process's tag manifest (Next's own, which its
 *   default handlers and its page checks read), written to the Redis hash `TAGS` with a new
 *   `TAGS_VERSION`, and published on `CHANNEL`. Every instance applies a published message at
 *   once, and before serving from the cache compares `TAGS_VERSION` with the one it last read
 *   (one small GET), reading the hash again when it changed: a message lost during a reconnect
 *   cannot leave an instance behind.
 * - Entries: kept under the build's id (a new build never serves an older build's pages), each
 *   with a stamp; an instance keeps a copy in memory and reads the whole entry again only when
 *   the stamp changed. The copies are also what an instance serves while Redis is away.
 * - Redis away: no offline queue and short command timeouts, so a request never waits on it;
 *   the handlers fall back to this process's memory (and Next's file cache of pages), the outage
 *   is logged once, its return once, and the tags revalidated meanwhile are shared when it returns.
 */
import { createClient } from '@redis/client';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** Next's process-wide tag manifest, which its page checks and default handlers read. */
const nextTags = /** @type {import('./shared-cache').NextTagsModule} */ (
  require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
);

export const PREFIX = 'dav:web:';
const TAGS = `${PREFIX}tags`;
const TAGS_VERSION = `${PREFIX}tags:version`;
const CHANNEL = `${PREFIX}revalidated`;
/** A command slower than this counts as a failure: a page never waits longer on Redis. */
export const COMMAND_TIMEOUT_MS = 300;
/** The longest an entry stays in Redis, whatever its own `expire` (bounds the store). */
export const MAX_TTL_SECONDS = 14 * 86_400;

const STATE = Symbol.for('dav.web.sharedCache');
/** Listeners of revalidations, set by the app's bundles (lib/cache/revalidation-bus.ts). */
const LISTENERS = Symbol.for('dav.web.revalidationListeners');

/** @typedef {import('./shared-cache').TagManifestEntry} TagManifestEntry */
/** @typedef {import('./shared-cache').SharedCache} SharedCache */

/** @type {typeof globalThis & { [STATE]?: SharedCache | null, [LISTENERS]?: Map<string, (tags: string[]) => void> }} */
const holder = globalThis;

/** Whether the build is running: it never touches Redis (each build starts from its own output). */
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

export const redisUrl = () => process.env.REDIS_URL?.trim() || null;

/**
 * The build's id, read from the dist folder of apps/web: `next start` runs there (its working
 * folder), else this file's own folder's. Joined at run time rather than `new URL('../…',
 * import.meta.url)`, which the build's file tracing takes for a module to resolve, and fails on.
 */
function readBuildId() {
  const distDir = process.env.DAV_BENCH_BUILD === '1' ? '.next-bench' : '.next';
  const appDirs = [process.cwd(), join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')];
  for (const appDir of appDirs) {
    try {
      return readFileSync(join(appDir, distDir, 'BUILD_ID'), 'utf8').trim();
    } catch {
      // not this folder
    }
  }
  return 'unbuilt';
}

/** Whether one of `tags` was expired by a revalidation after `timestamp` (ms). */
export const areTagsExpired = (/** @type {string[]} */ tags, /** @type {number} */ timestamp) =>
  nextTags.areTagsExpired(tags, timestamp);
/** Whether one of `tags` went stale after `timestamp` (serve, and refresh in the background). */
export const areTagsStale = (/** @type {string[]} */ tags, /** @type {number} */ timestamp) =>
  nextTags.areTagsStale(tags, timestamp);
/** The latest expiry among `tags` (0: never revalidated), as Next's default handler answers. */
export const tagsExpiration = (/** @type {string[]} */ tags) =>
  Math.max(0, ...tags.map((tag) => nextTags.tagsManifest.get(tag)?.expired ?? 0));

/**
 * A revalidation applied to this process's manifest, as Next's default handlers apply it: with
 * `durations`, stale now and expired `expire` seconds later; without, expired now.
 * @param {string[]} tags @param {{ expire?: number }} [durations]
 */
export function applyTagUpdate(tags, durations) {
  const now = Date.now();
  for (const tag of tags) {
    const entry = { ...nextTags.tagsManifest.get(tag) };
    if (durations) {
      entry.stale = now;
      if (durations.expire !== undefined) entry.expired = now + durations.expire * 1000;
    } else {
      entry.expired = now;
    }
    nextTags.tagsManifest.set(tag, entry);
  }
}

/**
 * The shared cache of this process, or null when REDIS_URL is unset or during the build.
 * One per process (on globalThis): both handlers and the revalidate route use the same.
 * @returns {SharedCache | null}
 */
export function sharedCache() {
  if (building()) return null;
  const url = redisUrl();
  if (!url) return null;
  if (holder[STATE] === undefined) {
    try {
      holder[STATE] = createSharedCache({ url, buildId: readBuildId() });
    } catch (error) {
      // A malformed REDIS_URL (the start's check says so too): this instance keeps its own cache.
      console.error(`[cache] REDIS_URL not usable (${/** @type {Error} */ (error).message}): not shared.`);
      holder[STATE] = null;
    }
  }
  return holder[STATE] ?? null;
}

/**
 * @param {{ url: string, buildId: string, log?: (message: string) => void, timeoutMs?: number }} options
 * @returns {SharedCache}
 */
export function createSharedCache({ url, buildId, log = console.error, timeoutMs = COMMAND_TIMEOUT_MS }) {
  const instance = randomUUID();
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  const subscriber = client.duplicate();
  let down = false;
  let closed = false;
  /** The TAGS_VERSION last read; null forces a full read of the tags. */
  let tagsVersion = /** @type {string | null} */ (null);
  /** @type {Promise<void> | null} */
  let syncing = null;
  /** Tags revalidated here while Redis was away: shared when it returns. */
  const unshared = new Set();
  /** Tags revalidated in this tick, written together (`writing`). */
  const pending = new Set();
  /** @type {Promise<void> | null} */
  let writing = null;

  /** @param {unknown} error */
  const failed = (error) => {
    if (down || closed) return;
    down = true;
    const reason = error instanceof Error ? error.message : String(error);
    log(
      `[cache] Redis unavailable (${reason}): each site instance serves from its own cache until it returns.`,
    );
  };
  const recovered = () => {
    if (!down) return;
    down = false;
    log('[cache] Redis available again: the site instances share their cache again.');
  };

  client.on('error', failed);
  subscriber.on('error', failed);
  client.on('ready', () => {
    recovered();
    tagsVersion = null;
    if (unshared.size > 0) {
      const tags = [...unshared];
      unshared.clear();
      void writeTags(tags);
    }
    // The first answer of the next command says whether Redis is really back.
  });

  const connecting = Promise.all([
    client.connect().catch(failed),
    subscriber
      .connect()
      .then(() => subscriber.subscribe(CHANNEL, (message) => received(message)))
      .catch(failed),
  ]);

  /**
   * Runs a command on the shared client; undefined when Redis is away or slow (logged once).
   * @template T
   * @param {(c: typeof client) => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async function run(command) {
    // Not connected (yet, or any more): the client's own error event says so, once.
    if (closed || !client.isReady) return undefined;
    let timer;
    try {
      const result = await Promise.race([
        command(client),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      recovered();
      return /** @type {T} */ (result);
    } catch (error) {
      failed(error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** @param {string} tag @param {TagManifestEntry} shared */
  function applyTag(tag, shared) {
    const local = nextTags.tagsManifest.get(tag) ?? {};
    /** @type {TagManifestEntry} */
    const merged = { ...local };
    if (typeof shared.stale === 'number') merged.stale = Math.max(local.stale ?? 0, shared.stale);
    if (typeof shared.expired === 'number') merged.expired = Math.max(local.expired ?? 0, shared.expired);
    nextTags.tagsManifest.set(tag, merged);
    return merged.stale !== local.stale || merged.expired !== local.expired;
  }

  /** @param {string} message */
  function received(message) {
    /** @type {{ from?: string, tags?: Record<string, TagManifestEntry> }} */
    let parsed;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (parsed.from === instance || !parsed.tags) return;
    const tags = Object.keys(parsed.tags);
    let news = false;
    for (const tag of tags) if (applyTag(tag, parsed.tags[tag])) news = true;
    // The same revalidation announced again (the route's, then Next's): forgotten once.
    if (!news) return;
    for (const listener of holder[LISTENERS]?.values() ?? []) {
      try {
        listener(tags);
      } catch (error) {
        log(`[cache] a revalidation listener failed: ${/** @type {Error} */ (error).message}`);
      }
    }
  }

  /** Writes the local manifest's state of `tags` to Redis and tells the other instances. */
  async function writeTags(/** @type {string[]} */ tags) {
    /** @type {Record<string, TagManifestEntry>} */
    const state = {};
    for (const tag of tags) state[tag] = nextTags.tagsManifest.get(tag) ?? {};
    const fields = Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(state[tag])]));
    const written = await run((c) =>
      c
        .multi()
        .hSet(TAGS, fields)
        .set(TAGS_VERSION, randomUUID())
        .publish(CHANNEL, JSON.stringify({ from: instance, tags: state }))
        .exec(),
    );
    if (written === undefined) for (const tag of tags) unshared.add(tag);
  }

  /** Reads the shared tags when their version changed since the last read. */
  async function syncTagsNow() {
    const version = await run((c) => c.get(TAGS_VERSION));
    if (version === undefined || version === tagsVersion) return;
    if (version === null) {
      tagsVersion = null;
      return;
    }
    const all = await run((c) => c.hGetAll(TAGS));
    if (all === undefined) return;
    for (const [tag, json] of Object.entries(all)) {
      try {
        applyTag(tag, JSON.parse(json));
      } catch {
        // A field this code did not write: ignored.
      }
    }
    tagsVersion = version;
  }

  /** @type {SharedCache} */
  const shared = {
    buildId,
    instance,
    get available() {
      return client.isReady && !closed;
    },
    ready: connecting.then(() => undefined),

    syncTags() {
      // Concurrent requests share one read.
      return (syncing ??= syncTagsNow().finally(() => {
        syncing = null;
      }));
    },

    updateTags(tags, durations) {
      if (tags.length === 0) return Promise.resolve();
      applyTagUpdate(tags, durations);
      // The calls of one revalidation (Next calls each handler in the same tick) make one write
      // of the tags' latest state; a later revalidation always writes again.
      for (const tag of tags) pending.add(tag);
      return (writing ??= new Promise((resolve) => {
        setImmediate(() => {
          const batch = [...pending];
          pending.clear();
          writing = null;
          void writeTags(batch).then(resolve);
        });
      }));
    },

    async read(key) {
      const [stamp, body] = (await run((c) => c.multi().get(`${key}:stamp`).get(key).exec())) ?? [];
      if (typeof stamp !== 'string' || typeof body !== 'string') return null;
      return { stamp, body };
    },

    async stamp(key) {
      const stamp = await run((c) => c.get(`${key}:stamp`));
      return stamp === undefined ? undefined : stamp;
    },

    async write(key, stamp, body, ttlSeconds) {
      const ttl = Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(ttlSeconds)));
      const done = await run((c) =>
        c.multi().set(key, body, { EX: ttl }).set(`${key}:stamp`, stamp, { EX: ttl }).exec(),
      );
      return done !== undefined;
    },

    async close() {
      closed = true;
      if (holder[STATE] === shared) delete holder[STATE];
      await Promise.allSettled([client.isOpen && client.close(), subscriber.isOpen && subscriber.close()]);
    },
  };
  return shared;
}

/**
 * Entries hold Buffers (rscData), Maps (segmentData) and streams' bytes, which JSON cannot
 * carry by itself: tagged on the way in, rebuilt on the way out.
 * @param {unknown} value
 */
export function serialize(value) {
  return JSON.stringify(value, function (key, item) {
    const raw = this[key];
    if (raw instanceof Uint8Array) return { $bytes: Buffer.from(raw).toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return item;
  });
}

/** @param {string} text */
export function deserialize(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === 'object') {
      if (typeof item.$bytes === 'string' && Object.keys(item).length === 1)
        return Buffer.from(item.$bytes, 'base64');
      if (Array.isArray(item.$map) && Object.keys(item).length === 1) return new Map(item.$map);
    }
    return item;
  });
}

/**
 * Copies of shared entries in this process's memory, bounded by their size (oldest used first
 * out): read again from Redis only when their stamp changed, and served while Redis is away.
 * @template V
 */
export class Copies {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { stamp: string, value: V, size: number }>} */
    this.map = new Map();
  }
  /** @param {string} key */
  get(key) {
    const copy = this.map.get(key);
    if (!copy) return undefined;
    this.map.delete(key);
    this.map.set(key, copy);
    return copy;
  }
  /** @param {string} key @param {string} stamp @param {V} value @param {number} size */
  set(key, stamp, value, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.map.set(key, { stamp, value, size });
    this.bytes += size;
    for (const [oldest, copy] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(oldest);
      this.bytes -= copy.size;
    }
  }
  /** @param {string} key */
  delete(key) {
    const copy = this.map.get(key);
    if (!copy) return;
    this.map.delete(key);
    this.bytes -= copy.size;
  }
}

// @ts-check
/*
 * Next's `cacheHandlers` (`'use cache'` and `'use cache: remote'`) when REDIS_URL is set
 * (next.config.ts): entries shared by every site instance through Redis (shared-cache.mjs), a
 * copy of each kept in this process's memory, which is what it serves while Redis is away. The
 * checks are those of Next's default handler: an entry past its `revalidate`, or one of whose tags
 * was revalidated after it was made, is a miss; a stale tag serves it and refreshes it.
 */
import { randomUUID } from 'node:crypto';
import {
  Copies,
  PREFIX,
  MAX_TTL_SECONDS,
  applyTagUpdate,
  areTagsExpired,
  areTagsStale,
  deserialize,
  serialize,
  sharedCache,
  tagsExpiration,
} from './shared-cache.mjs';

/**
 * @typedef {{ tags: string[], stale: number, timestamp: number, expire: number, revalidate: number }} Meta
 * @typedef {Meta & { value: Uint8Array }} Stored
 */

const copies = /** @type {Copies<Stored>} */ (new Copies(64 * 1024 * 1024));
/** @type {Map<string, Promise<void>>} */
const pendingSets = new Map();

/** @param {string} cacheKey */
const redisKey = (cacheKey) => `${PREFIX}${sharedCache()?.buildId}:uc:${cacheKey}`;

/** @param {Uint8Array} bytes */
const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

const handler = {
  /** @param {string} cacheKey @param {string[]} _softTags (checked by Next through getExpiration) */
  async get(cacheKey, _softTags) {
    await pendingSets.get(cacheKey);
    const shared = sharedCache();
    const key = redisKey(cacheKey);
    if (shared?.available) {
      const stamp = await shared.stamp(key);
      if (typeof stamp === 'string' && copies.get(key)?.stamp !== stamp) {
        const read = await shared.read(key);
        if (read) copies.set(key, read.stamp, deserialize(read.body), read.body.length);
      }
    }
    const copy = copies.get(key);
    if (!copy) return undefined;
    const { value, ...meta } = copy.value;
    if (meta.expire < 0 || Date.now() > meta.timestamp + meta.revalidate * 1000) return undefined;
    if (areTagsExpired(meta.tags, meta.timestamp)) return undefined;
    const revalidate = areTagsStale(meta.tags, meta.timestamp) ? -1 : meta.revalidate;
    return { ...meta, revalidate, value: streamOf(value) };
  },

  /** @param {string} cacheKey @param {Promise<Meta & { value: ReadableStream<Uint8Array> }>} pendingEntry */
  async set(cacheKey, pendingEntry) {
    /** @type {() => void} */
    let settle = () => {};
    pendingSets.set(
      cacheKey,
      new Promise((resolve) => {
        settle = () => resolve(undefined);
      }),
    );
    let written;
    try {
      const entry = await pendingEntry;
      // An `expire: 0` entry is rendered again on every read: not kept (as Next's default).
      if (entry.expire === 0) return;
      const value = new Uint8Array(await new Response(entry.value).arrayBuffer());
      /** @type {Stored} */
      const stored = {
        tags: entry.tags,
        stale: entry.stale,
        timestamp: entry.timestamp,
        expire: entry.expire,
        revalidate: entry.revalidate,
        value,
      };
      const key = redisKey(cacheKey);
      const stamp = randomUUID();
      copies.set(key, stamp, stored, value.byteLength);
      const shared = sharedCache();
      if (shared) {
        const ttl = Number.isFinite(entry.expire) && entry.expire > 0 ? entry.expire : MAX_TTL_SECONDS;
        written = shared.write(key, stamp, serialize(stored), ttl);
      }
    } catch {
      // An interrupted value is not kept: the next read renders it again.
    } finally {
      settle();
      pendingSets.delete(cacheKey);
    }
    await written;
  },

  /** Once per request, before its first read: learns the revalidations of the other instances. */
  async refreshTags() {
    await sharedCache()?.syncTags();
  },

  /** @param {string[]} tags */
  async getExpiration(tags) {
    return tagsExpiration(tags);
  },

  /** @param {string[]} tags @param {{ expire?: number }} [durations] */
  async updateTags(tags, durations) {
    applyTagUpdate(tags, durations);
    await sharedCache()?.updateTags(tags, durations);
  },
};

export default handler;

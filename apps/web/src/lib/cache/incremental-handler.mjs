// @ts-check
/*
 * Next's `cacheHandler` when REDIS_URL is set (next.config.ts): pages and route answers, shared
 * by every site instance through Redis (shared-cache.mjs). Next's own file cache stays the local
 * layer: it holds the build's prerendered pages and this instance's renders, and it is what the
 * instance serves when Redis has no entry or is away.
 */
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import {
  Copies,
  PREFIX,
  MAX_TTL_SECONDS,
  applyTagUpdate,
  areTagsExpired,
  deserialize,
  serialize,
  sharedCache,
} from './shared-cache.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

const TAGS_HEADER = 'x-next-cache-tags';
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** Copies of the shared entries this process read or wrote (pages are large: 64 MB at most). */
const copies = /** @type {Copies<any>} */ (new Copies(64 * 1024 * 1024));

/**
 * The entry, or null when one of its tags was revalidated after it was made (as Next's file
 * cache decides: the next request renders it again).
 * @param {any} entry @param {any} ctx
 */
function unlessExpired(entry, ctx) {
  const value = entry?.value;
  if (!value) return entry ?? null;
  /** @type {string[]} */
  let tags = [];
  if (RESPONSE_KINDS.has(value.kind)) {
    const header = value.headers?.[TAGS_HEADER];
    if (typeof header === 'string' && header) tags = header.split(',');
  } else if (value.kind === 'FETCH') {
    tags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  }
  return tags.length > 0 && areTagsExpired(tags, entry.lastModified) ? null : entry;
}

export default class SharedIncrementalCache {
  /** @param {any} ctx Next's handler context (file system, dist folder, memory size). */
  constructor(ctx) {
    this.local = new FileSystemCache(ctx);
    this.shared = sharedCache();
  }

  /** @param {string} key */
  redisKey(key) {
    return `${PREFIX}${this.shared?.buildId}:isr:${key}`;
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const shared = this.shared;
    if (shared) {
      const redisKey = this.redisKey(key);
      if (shared.available) {
        await shared.syncTags();
        const stamp = await shared.stamp(redisKey);
        if (typeof stamp === 'string' && copies.get(redisKey)?.stamp !== stamp) {
          const read = await shared.read(redisKey);
          if (read) copies.set(redisKey, read.stamp, deserialize(read.body), read.body.length);
        }
      }
      // The shared entry, or the copy kept of it (Redis away, or the entry gone from it).
      const copy = copies.get(redisKey);
      const kept = copy ? unlessExpired(copy.value, ctx) : null;
      if (kept) {
        const local = await this.local.get(key, ctx);
        // This instance may hold a newer render (made while Redis was away).
        return local && local.lastModified > kept.lastModified ? local : kept;
      }
    }
    return this.local.get(key, ctx);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    await this.local.set(key, data, ctx);
    const shared = this.shared;
    if (!shared || !data) return;
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    const entry = { value: data, lastModified: Date.now(), cacheControl };
    const body = serialize(entry);
    const stamp = randomUUID();
    const redisKey = this.redisKey(key);
    copies.set(redisKey, stamp, entry, body.length);
    const expire = cacheControl?.expire ?? data.revalidate;
    await shared.write(
      redisKey,
      stamp,
      body,
      typeof expire === 'number' && expire > 0 ? expire : MAX_TTL_SECONDS,
    );
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!this.shared) return this.local.revalidateTag(list, durations);
    applyTagUpdate(list, durations);
    await this.shared.updateTags(list, durations);
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
  }
}

// @ts-check
/*
 * The site's shared cache (docs/architecture.md#the-sites-shared-cache): when REDIS_URL is set,
 * next.config.ts points Next's `cacheHandler` (pages, route answers) and `cacheHandlers`
 * (`'use cache'`) at the two handlers of this folder, and both keep their entries and the
 * revalidated tags in Redis, shared by every site instance. This file is what they import: the
 * process's one shared cache, and the pieces it is made of (types: shared-cache.d.mts).
 *
 * Plain JavaScript: Next imports these files at run time with Node's own loader, unbundled.
 *
 * - Tags (shared-tags.mjs, tag-manifest.mjs): each revalidation is applied to this process's tag
 *   manifest, written to Redis and published; an instance that missed the message catches up
 *   before serving from the cache.
 * - Entries (redis-cache.mjs, serialize.mjs, copies.mjs): kept under the build's id (a new build
 *   never serves an older build's pages), each with a stamp; an instance keeps a copy in memory and
 *   reads the whole entry again only when the stamp changed. The copies are also what an instance
 *   serves while Redis is away.
 * - Redis away (redis-connection.mjs): no offline queue and short command timeouts, so a request
 *   never waits on it; the handlers fall back to this process's memory (and Next's file cache of
 *   pages), the outage is logged once, its return once, and the tags revalidated meanwhile are
 *   shared when it returns.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSharedCache } from './redis-cache.mjs';

export { Copies } from './copies.mjs';
export { createSharedCache, MAX_TTL_SECONDS } from './redis-cache.mjs';
export { COMMAND_TIMEOUT_MS, PREFIX } from './redis-connection.mjs';
export { deserialize, serialize } from './serialize.mjs';
export { applyTagUpdate, areTagsExpired, areTagsStale, tagsExpiration } from './tag-manifest.mjs';

const STATE = Symbol.for('dav.web.sharedCache');

/** @typedef {import('./shared-cache').SharedCache} SharedCache */

/** @type {typeof globalThis & { [STATE]?: SharedCache | null }} */
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

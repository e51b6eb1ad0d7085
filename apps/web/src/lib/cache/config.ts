import { fileURLToPath } from 'node:url';

/**
 * The handlers next.config.ts names when REDIS_URL is set (docs/architecture.md#the-sites-shared-cache):
 * pages and route answers (`cacheHandler`) and `'use cache'` entries (`cacheHandlers`), shared by
 * every site instance through Redis. Without it, Next's own caches (files and memory, per
 * instance). next.config.ts is read again by `next start`, so REDIS_URL is needed at run time
 * only, not at build time. Next imports the handler files unbundled, hence plain `.mjs`.
 */
export function sharedCacheConfig(redisUrl: string | undefined) {
  if (!redisUrl?.trim()) return {};
  const file = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));
  const useCache = file('use-cache-handler.mjs');
  return {
    cacheHandler: file('incremental-handler.mjs'),
    cacheHandlers: { default: useCache, remote: useCache },
  };
}

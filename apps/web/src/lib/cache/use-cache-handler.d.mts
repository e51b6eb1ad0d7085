/** Types of use-cache-handler.mjs: Next's `cacheHandlers` interface. */
import type { CacheHandler } from 'next/cache';

declare const handler: CacheHandler;
export default handler;

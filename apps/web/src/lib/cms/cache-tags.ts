// The tags themselves and their builders are the contract's (@dav/contract: revalidate.ts),
// shared with the CMS that sends them.
/**
 * Content only changes when an editor saves, and the CMS then revalidates by tag: keep entries
 * for long. `stale` is the client router's reuse window (30 s is its minimum).
 */
export const CMS_CACHE_LIFE = { stale: 30, revalidate: 30 * 86_400, expire: 365 * 86_400 };

/**
 * A last good copy served while the CMS is down: retried in the background every 30 s. Expire
 * stays above 5 minutes, or the entry would leave the prerendered page (see cacheLife docs).
 */
export const CMS_FALLBACK_CACHE_LIFE = { stale: 30, revalidate: 30, expire: 3600 };

/**
 * What a scheduled date can change, which no edit announces (a post or offer whose date comes, a
 * list or page that shows them, a missing one that appears): asked again within 5 minutes. Expire
 * stays above the 5 minutes a prerendered entry needs.
 */
export const CMS_SCHEDULE_CACHE_LIFE = { stale: 30, revalidate: 5 * 60, expire: 10 * 60 };

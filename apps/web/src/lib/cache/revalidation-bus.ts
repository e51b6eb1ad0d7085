import type { SharedCache } from './shared-cache.mjs';

/*
 * The app's side of the shared cache (shared-cache.mjs, loaded by Next apart from the app's
 * bundles): both meet on globalThis under registered symbols, so no bundle imports Redis.
 */
const STATE = Symbol.for('dav.web.sharedCache');
const LISTENERS = Symbol.for('dav.web.revalidationListeners');

type Holder = {
  [STATE]?: SharedCache | null;
  [LISTENERS]?: Map<string, (tags: string[]) => void>;
};

const holder = globalThis as typeof globalThis & Holder;

/**
 * Calls `listener` with the tags another site instance revalidated (the revalidate route on this
 * instance calls its own forgets itself). One listener per `name`: a bundle loaded again
 * replaces its own.
 */
export function onRevalidatedElsewhere(name: string, listener: (tags: string[]) => void): void {
  (holder[LISTENERS] ??= new Map()).set(name, listener);
}

/**
 * Shares the revalidation of `tags` (expired now) with the other instances before the route
 * answers, so that the CMS's next read through any instance renders fresh. Nothing when the
 * cache is not shared (REDIS_URL unset, or no request has loaded the handlers yet); never throws,
 * never waits longer than a Redis command's timeout.
 */
export async function shareRevalidation(tags: string[]): Promise<void> {
  await holder[STATE]?.updateTags(tags, { expire: 0 });
}

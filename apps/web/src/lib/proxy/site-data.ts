import type { z } from 'zod';
import { onRevalidatedElsewhere } from '../cache/revalidation-bus';

/*
 * The proxy's copies of CMS data (docs/architecture.md#the-proxys-copies-of-cms-data): the
 * redirects of each language, the tag manager's container. The proxy runs before any route and
 * apart from the render code, so `use cache` does not reach it, and a read per request would cost
 * a round trip on every page. Each copy is kept per key (a language) in memory: the first request
 * of a key waits for its read (`timeoutMs` at most), later requests never wait; a copy older than
 * `refreshMs` is read again in the background, one read per key at a time. A failed read keeps the
 * last good copy (`empty` before the first) and is retried after `refreshMs`; it is logged once per
 * outage, and once when the source answers again. The copies live on globalThis, because the proxy
 * and the route handlers are separate bundles of one process: the revalidate route forgets the
 * copies whose tag family an edit names (`forgetSiteData`), so the next request reads again. With
 * several site instances (REDIS_URL), a revalidation received by another instance reaches this
 * one through the shared cache's messages (lib/cache), which forget the same copies here.
 */

interface Copy {
  value: unknown;
  /** When the last read ended (0: never, or forgotten): the copy is stale `refreshMs` later. */
  readAt: number;
  reading: Promise<void> | null;
  /** Bumped by a forget, so a read started before it cannot mark the copy fresh. */
  generation: number;
  failing: boolean;
}

interface Entry {
  /** The revalidation tag families whose edits make this copy stale (`consent`, `redirects`). */
  families: readonly string[];
  copies: Map<string, Copy>;
}

const STORE = Symbol.for('dav.proxy.siteData');
type Holder = { [STORE]?: Map<string, Entry> };

const store = (): Map<string, Entry> => ((globalThis as Holder)[STORE] ??= new Map());

export interface SiteDataOptions<K extends string, T> {
  /** Names the copy in the logs and in the store. */
  name: string;
  /** Tag families (packages/contract revalidate.ts) whose revalidation forgets the copy. */
  families: readonly string[];
  /** Reads a key's value; throws when the source does not answer as expected. */
  load: (key: K, signal: AbortSignal) => Promise<T>;
  /** The value of a key never read successfully. */
  empty: T;
  refreshMs: number;
  /** A read is given up after this long; the first request of a key waits no longer. */
  timeoutMs: number;
  log?: (message: string) => void;
}

export interface SiteData<K extends string, T> {
  /** The key's copy: read on first use (waiting), refreshed in the background once stale. */
  get(key: K): Promise<T>;
}

/** `promise`, or a rejection once `signal` aborts (a loader that ignores its signal cannot hold a request). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    promise.then(resolve, reject);
  });
}

export function siteData<K extends string, T>(options: SiteDataOptions<K, T>): SiteData<K, T> {
  const { name, families, load, empty, refreshMs, timeoutMs, log = console.error } = options;
  // A module loaded again (a dev server's reload) finds the copies it had.
  const entry: Entry = { families, copies: store().get(name)?.copies ?? new Map() };
  store().set(name, entry);

  const read = (key: K, copy: Copy): Promise<void> => {
    const generation = copy.generation;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    const done = untilAborted(load(key, controller.signal), controller.signal)
      .then((value) => {
        // Forgotten meanwhile: the read started since then has the newer data.
        if (copy.generation !== generation) return;
        if (copy.failing) log(`[${name}] ${key}: read again`);
        copy.failing = false;
        copy.value = value;
        copy.readAt = Date.now();
      })
      .catch((error: unknown) => {
        if (copy.generation !== generation) return;
        if (!copy.failing) log(`[${name}] ${key}: ${(error as Error).message} (keeping the last copy)`);
        copy.failing = true;
        // Not asked again before `refreshMs`, not on every request while the source is down.
        copy.readAt = Date.now();
      })
      .finally(() => {
        clearTimeout(timer);
        if (copy.reading === done) copy.reading = null;
      });
    copy.reading = done;
    return done;
  };

  return {
    async get(key) {
      let copy = entry.copies.get(key);
      if (!copy) {
        copy = { value: empty, readAt: 0, reading: null, generation: 0, failing: false };
        entry.copies.set(key, copy);
      }
      if (copy.readAt === 0) await (copy.reading ?? read(key, copy));
      else if (Date.now() - copy.readAt >= refreshMs) void (copy.reading ?? read(key, copy));
      return copy.value as T;
    },
  };
}

/**
 * The revalidate route's side: every copy that one of `tags` concerns (`consent`, `consent:fr`…)
 * is read again by its next request, which waits for it; its last value stays meanwhile.
 */
export function forgetSiteData(tags: readonly string[]): void {
  const families = new Set(tags.map((tag) => tag.split(':')[0]));
  for (const entry of store().values()) {
    if (!entry.families.some((family) => families.has(family))) continue;
    for (const copy of entry.copies.values()) {
      copy.generation += 1;
      copy.readAt = 0;
      // A read already under way may hold the old data: the next request starts its own.
      copy.reading = null;
    }
  }
}

onRevalidatedElsewhere('site-data', forgetSiteData);

/** A JSON answer parsed with its contract schema; anything else is an error. */
export async function readJson<S extends z.ZodType>(
  url: string,
  schema: S,
  signal: AbortSignal,
): Promise<z.infer<S>> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return schema.parse(await response.json());
}

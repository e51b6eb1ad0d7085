/*
 * Sliding-window counters per key, in this process's memory, with bounded memory: at most
 * `maxKeys` keys (the least recently hit is forgotten first) and at most `limit` times per key,
 * so a hit costs O(limit) whatever the number of visitors — never a scan of every key.
 * Forgetting a quiet key early only ever lets a request through, it never refuses one wrongly.
 * The windows the routes use are rate-window.ts's: this one, or Redis shared by every instance.
 */

export interface RateLimiterOptions {
  /** Hits allowed per window (read at each hit, so tests and operators can change it). */
  limit: () => number;
  windowMs: () => number;
  /** Keys kept at most (default 10,000). */
  maxKeys?: number;
}

export class RateLimiter {
  private readonly times = new Map<string, number[]>();
  private readonly maxKeys: number;

  constructor(private readonly options: RateLimiterOptions) {
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** The hits of `key` still inside the window, oldest first. */
  private recent(key: string, now: number): number[] {
    const windowMs = this.options.windowMs();
    const kept = (this.times.get(key) ?? []).filter((at) => now - at < windowMs);
    // Re-inserted at the end: the Map's order is then least recently hit first.
    this.times.delete(key);
    if (kept.length > 0) this.times.set(key, kept);
    return kept;
  }

  private store(key: string, times: number[]): void {
    this.times.delete(key);
    this.times.set(key, times.slice(-Math.max(1, this.options.limit())));
    while (this.times.size > this.maxKeys) {
      const oldest = this.times.keys().next().value;
      if (oldest === undefined) break;
      this.times.delete(oldest);
    }
  }

  /** How many hits `key` has in the window. */
  count(key: string, now = Date.now()): number {
    return this.recent(key, now).length;
  }

  /** Counts a hit, allowed or not. */
  add(key: string, now = Date.now()): void {
    this.store(key, [...this.recent(key, now), now]);
  }

  /** Seconds until `key` may be hit again (at least 1), or null when it may now. */
  retryAfter(key: string, now = Date.now()): number | null {
    const recent = this.recent(key, now);
    if (recent.length < this.options.limit()) return null;
    const oldest = recent[recent.length - this.options.limit()]!;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs() - now) / 1000));
  }

  /** A hit when allowed (null), else the seconds to wait and nothing counted. */
  take(key: string, now = Date.now()): number | null {
    const wait = this.retryAfter(key, now);
    if (wait === null) this.add(key, now);
    return wait;
  }

  /** Takes back the hit of `key` counted at `at` (an attempt counted as a failure that succeeded). */
  remove(key: string, at: number): void {
    const times = this.times.get(key);
    const index = times?.lastIndexOf(at) ?? -1;
    if (!times || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.times.delete(key);
  }

  /** Forgets `key` (a successful login clears its failures). */
  reset(key: string): void {
    this.times.delete(key);
  }

  /** Keys currently held (for tests of the bound). */
  get size(): number {
    return this.times.size;
  }
}

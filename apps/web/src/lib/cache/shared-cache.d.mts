/**
 * Types of shared-cache.mjs and of the pieces it re-exports (plain JavaScript: Next imports the
 * handlers unbundled).
 */

export interface TagManifestEntry {
  stale?: number;
  expired?: number;
}

export interface NextTagsModule {
  tagsManifest: Map<string, TagManifestEntry>;
  areTagsExpired(tags: string[], timestamp: number): boolean;
  areTagsStale(tags: string[], timestamp: number): boolean;
}

export interface SharedCache {
  readonly buildId: string;
  /** This process's id in the published messages (its own are ignored). */
  readonly instance: string;
  /** Connected to Redis right now. */
  readonly available: boolean;
  /** Settles once the first connection attempts are over (tests). */
  readonly ready: Promise<void>;
  /** Reads the shared tags when they changed since the last read. */
  syncTags(): Promise<void>;
  /** Applies a revalidation here, writes it to Redis and tells the other instances. */
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  /** The entry's stamp: a string, null when Redis has none, undefined when Redis failed. */
  stamp(key: string): Promise<string | null | undefined>;
  read(key: string): Promise<{ stamp: string; body: string } | null>;
  /** Whether Redis took it. */
  write(key: string, stamp: string, body: string, ttlSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

export const PREFIX: string;
export const COMMAND_TIMEOUT_MS: number;
export const MAX_TTL_SECONDS: number;
export function redisUrl(): string | null;
export function areTagsExpired(tags: string[], timestamp: number): boolean;
export function areTagsStale(tags: string[], timestamp: number): boolean;
export function tagsExpiration(tags: string[]): number;
export function applyTagUpdate(tags: string[], durations?: { expire?: number }): void;
export function sharedCache(): SharedCache | null;
export function createSharedCache(options: {
  url: string;
  buildId: string;
  log?: (message: string) => void;
  timeoutMs?: number;
}): SharedCache;
export function serialize(value: unknown): string;
export function deserialize(text: string): unknown;
export class Copies<V> {
  constructor(maxBytes: number);
  get(key: string): { stamp: string; value: V; size: number } | undefined;
  set(key: string, stamp: string, value: V, size: number): void;
  delete(key: string): void;
}

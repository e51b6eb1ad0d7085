/** Types of incremental-handler.mjs: Next's `cacheHandler` interface. */
export default class SharedIncrementalCache {
  constructor(ctx: unknown);
  get(
    key: string,
    ctx: unknown,
  ): Promise<{ lastModified: number; value: unknown; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

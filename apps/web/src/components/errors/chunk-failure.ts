import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@dav/rules';

/** Where a tab remembers when it last reloaded for a chunk-load failure (sessionStorage). */
export const CHUNK_RELOAD_KEY = 'dav:chunk-reload-at';

/** What a chunk-load failure does (docs/product.md#error-catalogue). */
export type ChunkFailureAction = 'reload' | 'show-error';

/*
 * The three functions below also run from their source text in the page's head (chunk-guard.ts):
 * they use nothing from outside their bodies.
 */

/**
 * A build file that did not load: Turbopack's `ChunkLoadError` ("Failed to load chunk …"),
 * webpack's ("Loading chunk 12 failed"), and the browsers' own for a failed `import()`.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /Failed to load chunk|Loading (?:CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
        message,
      ))
  );
}

/**
 * A chunk-load failure reloads the page (a new build's files replace a deleted one's), at most once
 * per `interval`: a second failure within it shows the error screen instead of looping. Offline,
 * a reload would fail too; with nowhere to remember the last reload (`undefined`), it could loop:
 * the error screen then as well.
 */
export function decideChunkFailure(
  now: number,
  lastReloadAt: number | null | undefined,
  online: boolean,
  interval: number,
): ChunkFailureAction {
  if (!online || lastReloadAt === undefined) return 'show-error';
  if (lastReloadAt === null) return 'reload';
  return now - lastReloadAt >= interval ? 'reload' : 'show-error';
}

/** The stored time, or null when there is none (or it is not a time). */
export function parseReloadAt(stored: string | null): number | null {
  const at = stored === null ? NaN : Number(stored);
  return Number.isFinite(at) ? at : null;
}

/** `decideChunkFailure` with the product's interval, `CHUNK_RELOAD_MIN_INTERVAL_MS` (60 s). */
export function chunkFailureAction(now: number, lastReloadAt: number | null | undefined, online: boolean) {
  return decideChunkFailure(now, lastReloadAt, online, CHUNK_RELOAD_MIN_INTERVAL_MS);
}

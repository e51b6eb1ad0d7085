'use client';

import { useEffect, useState } from 'react';
import {
  CHUNK_RELOAD_KEY,
  chunkFailureAction,
  isChunkLoadError,
  parseReloadAt,
  type ChunkFailureAction,
} from './chunk-failure';

/** This tab's last reload for a chunk failure; undefined when the tab cannot remember one. */
function lastReloadAt(): number | null | undefined {
  try {
    return parseReloadAt(sessionStorage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    return undefined;
  }
}

/** What a chunk-load failure happening now does in this tab. */
function actionNow(): ChunkFailureAction {
  return chunkFailureAction(Date.now(), lastReloadAt(), navigator.onLine);
}

/** Notes the time, then reloads. */
function reload(): void {
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // Checked by actionNow: the tab could read its storage a moment ago.
  }
  location.reload();
}

/**
 * An error boundary's error: `other` (the usual error screen), `reloading` (a chunk failure the page
 * reloads for: show nothing meanwhile), or `chunk-failed` (a second one within the interval: the
 * error screen with a reload link).
 */
export function useChunkRecovery(error: unknown): 'other' | 'reloading' | 'chunk-failed' {
  // After the guard's screen (chunk-guard.ts), React may still hydrate over it and fail: the same failure.
  const chunk =
    isChunkLoadError(error) || (typeof window !== 'undefined' && window.__davChunkFailed === true);
  // Decided once, when the boundary shows: the reload below notes a new time.
  const [action] = useState<ChunkFailureAction>(() =>
    chunk && typeof window !== 'undefined' ? actionNow() : 'show-error',
  );
  const reloading = chunk && action === 'reload';
  useEffect(() => {
    if (reloading) reload();
  }, [reloading]);
  if (!chunk) return 'other';
  return reloading ? 'reloading' : 'chunk-failed';
}

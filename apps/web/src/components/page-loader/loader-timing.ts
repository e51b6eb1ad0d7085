import { LOADER_CLASS_REMOVAL_MS, LOADER_EXTRA_MS, LOADER_MIN_MS, LOADER_SLOW_MS } from '@dav/rules';

/**
 * The page loader's timing (docs/product.md#shell-loading-and-transitions), as a pure state
 * machine run by `PageLoader` (page-loader.client.tsx) and tested on its own (loader-timing.test.ts).
 *
 * idle → loading (a route change: URL stored, loader shown, body class on) → settling (the new
 * page is in; the loader stays until `hideAt`) → clearing (loader gone; the body class stays until
 * `classOffAt`) → idle. Times are milliseconds on one clock (`performance.now()` in the browser).
 */
export type LoaderPhase = 'idle' | 'loading' | 'settling' | 'clearing';

export interface LoaderState {
  phase: LoaderPhase;
  /** The URL of the route change under way, or of the last one. */
  url: string | null;
  startedAt: number;
  /** Reduced motion or an accessibility host: no artificial wait. */
  still: boolean;
  hideAt: number;
  classOffAt: number;
}

export type LoaderEvent =
  | { type: 'start'; url: string; now: number; still: boolean }
  | { type: 'done'; now: number }
  | { type: 'tick'; now: number };

export const INITIAL_LOADER_STATE: Readonly<LoaderState> = Object.freeze({
  phase: 'idle',
  url: null,
  startedAt: 0,
  still: false,
  hideAt: 0,
  classOffAt: 0,
});

/**
 * How long the loader is shown in all for a load that took `loadingMs`: at least `LOADER_MIN_MS`
 * (800 ms) and never less than the load itself, plus `LOADER_EXTRA_MS` (300 ms) after a load that
 * took longer than `LOADER_SLOW_MS` (1 s), so a slow page settles under the loader.
 */
export function loaderDuration(loadingMs: number): number {
  return Math.max(LOADER_MIN_MS, loadingMs) + (loadingMs > LOADER_SLOW_MS ? LOADER_EXTRA_MS : 0);
}

export function loaderReducer(state: LoaderState, event: LoaderEvent): LoaderState {
  switch (event.type) {
    case 'start':
      // A second route change while one is under way restarts the count from the latest click.
      return {
        ...INITIAL_LOADER_STATE,
        phase: 'loading',
        url: event.url,
        startedAt: event.now,
        still: event.still,
      };
    case 'done': {
      if (state.phase !== 'loading') return state;
      if (state.still) return { ...state, phase: 'idle', hideAt: event.now, classOffAt: event.now };
      const hideAt = state.startedAt + loaderDuration(event.now - state.startedAt);
      return settle(
        { ...state, phase: 'settling', hideAt, classOffAt: hideAt + LOADER_CLASS_REMOVAL_MS },
        event.now,
      );
    }
    case 'tick':
      return settle(state, event.now);
  }
}

/** Moves on to the phase that `now` has reached. */
function settle(state: LoaderState, now: number): LoaderState {
  if (state.phase === 'settling' && now >= state.hideAt) return settle({ ...state, phase: 'clearing' }, now);
  if (state.phase === 'clearing' && now >= state.classOffAt) return { ...state, phase: 'idle' };
  return state;
}

/** The loader is on screen (and announced). */
export const loaderShown = (state: LoaderState): boolean =>
  state.phase === 'loading' || state.phase === 'settling';

/** The body carries the loading class. */
export const bodyLoading = (state: LoaderState): boolean => state.phase !== 'idle';

/** When the next `tick` is due, or null when nothing waits on time. */
export function nextTickAt(state: LoaderState): number | null {
  if (state.phase === 'settling') return state.hideAt;
  if (state.phase === 'clearing') return state.classOffAt;
  return null;
}

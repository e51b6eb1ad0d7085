import { describe, expect, it } from 'vitest';
import {
  bodyLoading,
  INITIAL_LOADER_STATE,
  loaderDuration,
  loaderReducer,
  loaderShown,
  nextTickAt,
  type LoaderEvent,
  type LoaderState,
} from './loader-timing';

const run = (events: LoaderEvent[], from: LoaderState = INITIAL_LOADER_STATE) =>
  events.reduce(loaderReducer, from);
const start = (now = 0, still = false): LoaderEvent => ({ type: 'start', url: '/blog', now, still });

describe('loaderDuration', () => {
  it('is 800 ms for a load up to 1 s', () => {
    expect(loaderDuration(0)).toBe(800);
    expect(loaderDuration(799)).toBe(800);
    expect(loaderDuration(1000)).toBe(1000);
  });

  it('adds 300 ms after a load that took over 1 s', () => {
    expect(loaderDuration(1001)).toBe(1301);
    expect(loaderDuration(2500)).toBe(2800);
  });
});

describe('loaderReducer', () => {
  it('a route change stores the URL and marks loading', () => {
    const state = run([start(10)]);
    expect(state).toMatchObject({ phase: 'loading', url: '/blog', startedAt: 10 });
    expect(loaderShown(state)).toBe(true);
    expect(bodyLoading(state)).toBe(true);
    expect(nextTickAt(state)).toBeNull();
  });

  it('a fast load keeps the loader 800 ms from the click, then the body class 500 ms more', () => {
    let state = run([start(0), { type: 'done', now: 120 }]);
    expect(state.phase).toBe('settling');
    expect(nextTickAt(state)).toBe(800);
    state = loaderReducer(state, { type: 'tick', now: 799 });
    expect(loaderShown(state)).toBe(true);
    state = loaderReducer(state, { type: 'tick', now: 800 });
    expect(loaderShown(state)).toBe(false);
    expect(bodyLoading(state)).toBe(true);
    expect(nextTickAt(state)).toBe(1300);
    state = loaderReducer(state, { type: 'tick', now: 1299 });
    expect(bodyLoading(state)).toBe(true);
    state = loaderReducer(state, { type: 'tick', now: 1300 });
    expect(state.phase).toBe('idle');
    expect(nextTickAt(state)).toBeNull();
  });

  it('a slow load keeps the loader 300 ms after the page arrived', () => {
    const state = run([start(0), { type: 'done', now: 1200 }]);
    expect(state).toMatchObject({ phase: 'settling', hideAt: 1500, classOffAt: 2000 });
  });

  it('a late tick skips straight to where the clock is', () => {
    const state = run([start(0), { type: 'done', now: 100 }, { type: 'tick', now: 5000 }]);
    expect(state.phase).toBe('idle');
  });

  it('with reduced motion or on an accessibility host, nothing waits once the page is in', () => {
    const loading = run([start(0, true)]);
    expect(loaderShown(loading)).toBe(true);
    const done = loaderReducer(loading, { type: 'done', now: 40 });
    expect(done.phase).toBe('idle');
    expect(bodyLoading(done)).toBe(false);
  });

  it('a page that arrives with no route change under way (the first load) shows nothing', () => {
    expect(run([{ type: 'done', now: 5 }])).toBe(INITIAL_LOADER_STATE);
  });

  it('a new route change during the wait starts over from it', () => {
    const state = run([
      start(0),
      { type: 'done', now: 100 },
      { ...start(500), url: '/nos-offres' } as LoaderEvent,
    ]);
    expect(state).toMatchObject({ phase: 'loading', url: '/nos-offres', startedAt: 500 });
  });
});

import { describe, expect, it } from 'vitest';
import { INITIAL_HEADER_STATE, nextHeaderState, showScrollTop, type HeaderState } from './shell';

/** Feeds successive scroll positions, as scroll events would. */
function scrollThrough(positions: number[], start: HeaderState = INITIAL_HEADER_STATE): HeaderState[] {
  const states: HeaderState[] = [];
  let state = start;
  for (const y of positions) states.push((state = nextHeaderState(state, y)));
  return states;
}

describe('nextHeaderState', () => {
  it('becomes sticky only past 50 px', () => {
    expect(nextHeaderState(INITIAL_HEADER_STATE, 50).sticky).toBe(false);
    expect(nextHeaderState(INITIAL_HEADER_STATE, 51).sticky).toBe(true);
  });

  it('records the position it saw', () => {
    expect(nextHeaderState(INITIAL_HEADER_STATE, 321).lastY).toBe(321);
  });

  it('is not active while scrolling down', () => {
    const states = scrollThrough([100, 200, 400]);
    expect(states.map((s) => [s.sticky, s.stickyActive])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
  });

  it('turns active when scrolling up while sticky, and off again when scrolling down', () => {
    const states = scrollThrough([400, 300, 250, 260]);
    expect(states.map((s) => s.stickyActive)).toEqual([false, true, true, false]);
  });

  it('turns both off back at the top, even when scrolling up', () => {
    const states = scrollThrough([400, 300, 50, 0]);
    expect(states.at(-2)).toEqual({ sticky: false, stickyActive: false, lastY: 50 });
    expect(states.at(-1)).toEqual({ sticky: false, stickyActive: false, lastY: 0 });
  });

  it('keeps the reveal state when the position did not change', () => {
    const active = { sticky: true, stickyActive: true, lastY: 300 };
    expect(nextHeaderState(active, 300)).toEqual(active);
    const hidden = { sticky: true, stickyActive: false, lastY: 300 };
    expect(nextHeaderState(hidden, 300)).toEqual(hidden);
  });

  it('treats an overscroll above the top (negative, iOS) as the top', () => {
    expect(nextHeaderState({ sticky: true, stickyActive: true, lastY: 60 }, -20)).toEqual({
      sticky: false,
      stickyActive: false,
      lastY: -20,
    });
  });

  it('does not change the previous state', () => {
    const prev = { sticky: false, stickyActive: false, lastY: 0 };
    nextHeaderState(prev, 500);
    expect(prev).toEqual({ sticky: false, stickyActive: false, lastY: 0 });
  });
});

describe('showScrollTop', () => {
  const base = { scrollY: 1601, innerHeight: 800, innerWidth: 1280, isHome: false };

  it('shows past twice the window height', () => {
    expect(showScrollTop(base)).toBe(true);
    expect(showScrollTop({ ...base, scrollY: 1600 })).toBe(false);
  });

  it('never shows on the home page', () => {
    expect(showScrollTop({ ...base, isHome: true })).toBe(false);
  });

  it('never shows on mobile widths (770 px or less)', () => {
    expect(showScrollTop({ ...base, innerWidth: 770 })).toBe(false);
    expect(showScrollTop({ ...base, innerWidth: 771 })).toBe(true);
  });
});

import { isMobileWidth, SCROLL_TOP_FACTOR, STICKY_HEADER_THRESHOLD } from './constants';

/** The header's scroll state (docs/product.md#shell, "Header"). `lastY` is the scroll position last seen. */
export interface HeaderState {
  sticky: boolean;
  /** The sticky header is revealed: the visitor is scrolling back up. */
  stickyActive: boolean;
  lastY: number;
}

export const INITIAL_HEADER_STATE: Readonly<HeaderState> = Object.freeze({
  sticky: false,
  stickyActive: false,
  lastY: 0,
});

/**
 * The header state after a scroll to `scrollY`. Sticky past 50 px; while sticky, scrolling up
 * reveals it and scrolling down hides it; back within the top 50 px both are off. When the
 * position did not move (a resize, a repeated event), the reveal state is kept.
 */
export function nextHeaderState(prev: HeaderState, scrollY: number): HeaderState {
  const sticky = scrollY > STICKY_HEADER_THRESHOLD;
  let stickyActive: boolean;
  if (!sticky) stickyActive = false;
  else if (scrollY < prev.lastY) stickyActive = true;
  else if (scrollY > prev.lastY) stickyActive = false;
  else stickyActive = prev.stickyActive;
  return { sticky, stickyActive, lastY: scrollY };
}

export interface ScrollTopInput {
  scrollY: number;
  innerHeight: number;
  innerWidth: number;
  isHome: boolean;
}

/** docs/product.md#shell: past twice the window height, never on the home page or on mobile widths. */
export function showScrollTop({ scrollY, innerHeight, innerWidth, isHome }: ScrollTopInput): boolean {
  return scrollY > SCROLL_TOP_FACTOR * innerHeight && !isHome && !isMobileWidth(innerWidth);
}

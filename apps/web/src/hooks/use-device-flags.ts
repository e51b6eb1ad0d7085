'use client';

import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from '@dav/rules';

/**
 * The device flags of docs/product.md#shell-breakpoints, from media queries and the host only,
 * never from the user agent.
 */
export interface DeviceFlags {
  /** The main pointer is coarse (a finger). */
  isTouch: boolean;
  /**
   * iOS or iPadOS (every browser there is Safari's engine). A feature test, not the user agent:
   * only that engine supports `-webkit-touch-callout`, and only with a coarse pointer; desktop
   * Safari has neither. Used for what that engine does its own way (its full-screen video).
   */
  isIOS: boolean;
  /** Width ≤ MOBILE_MAX_WIDTH (770 px). */
  isMobile: boolean;
  /** Width ≤ TABLET_MAX_WIDTH (1024 px); a mobile width is a tablet width too. */
  isTablet: boolean;
  /** An accessibility host (`ay-*`): the root layout marks `<html data-a11y>`. */
  isAY11: boolean;
  /** The visitor asks for reduced motion. */
  reducedMotion: boolean;
}

export const DEVICE_QUERIES = {
  touch: '(pointer: coarse)',
  mobile: `(max-width: ${MOBILE_MAX_WIDTH}px)`,
  tablet: `(max-width: ${TABLET_MAX_WIDTH}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

const matches = (query: string) => window.matchMedia(query).matches;

/** The flags now, for an event handler or an effect (no re-render). */
export function readDeviceFlags(): DeviceFlags {
  const isTouch = matches(DEVICE_QUERIES.touch);
  return {
    isTouch,
    isIOS: isTouch && CSS.supports('-webkit-touch-callout', 'none'),
    isMobile: matches(DEVICE_QUERIES.mobile),
    isTablet: matches(DEVICE_QUERIES.tablet),
    isAY11: document.documentElement.hasAttribute('data-a11y'),
    reducedMotion: matches(DEVICE_QUERIES.reducedMotion),
  };
}

/** Reduced motion or an accessibility host: no animation, no artificial wait, nothing that starts by itself. */
export const isStill = (flags: Pick<DeviceFlags, 'isAY11' | 'reducedMotion'>): boolean =>
  flags.reducedMotion || flags.isAY11;

const FLAG_NAMES = ['isTouch', 'isIOS', 'isMobile', 'isTablet', 'isAY11', 'reducedMotion'] as const;

// A snapshot must be stable between changes: the flags packed in a number.
function snapshot(): number {
  const flags = readDeviceFlags();
  return FLAG_NAMES.reduce((bits, name, i) => (flags[name] ? bits | (1 << i) : bits), 0);
}

function subscribe(onChange: () => void): () => void {
  const lists = Object.values(DEVICE_QUERIES).map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** On the server and during hydration: a desktop with motion on the main host. */
const serverSnapshot = () => 0;

/** The device flags, re-rendering the caller when one changes (a rotation, a resize, a setting). */
export function useDeviceFlags(): DeviceFlags {
  const bits = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return Object.fromEntries(
    FLAG_NAMES.map((name, i) => [name, (bits & (1 << i)) !== 0]),
  ) as unknown as DeviceFlags;
}

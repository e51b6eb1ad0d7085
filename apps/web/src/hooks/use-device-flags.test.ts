import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_QUERIES, isStill, readDeviceFlags } from './use-device-flags';

/** A browser whose media queries answer `true` for `on`, with or without iOS's touch callout. */
function browser({ on, callout = false, a11y = false }: { on: string[]; callout?: boolean; a11y?: boolean }) {
  vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: on.includes(query) }) });
  vi.stubGlobal('CSS', { supports: (property: string) => callout && property === '-webkit-touch-callout' });
  vi.stubGlobal('document', {
    documentElement: { hasAttribute: (name: string) => a11y && name === 'data-a11y' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readDeviceFlags', () => {
  it('reads the breakpoints from the rules constants', () => {
    expect(DEVICE_QUERIES.mobile).toBe('(max-width: 770px)');
    expect(DEVICE_QUERIES.tablet).toBe('(max-width: 1024px)');
  });

  it('a desktop on a main host: no flag', () => {
    browser({ on: [] });
    expect(readDeviceFlags()).toEqual({
      isTouch: false,
      isIOS: false,
      isMobile: false,
      isTablet: false,
      isAY11: false,
      reducedMotion: false,
    });
  });

  it('a phone: touch, mobile and tablet; iOS only with the touch callout', () => {
    browser({ on: [DEVICE_QUERIES.touch, DEVICE_QUERIES.mobile, DEVICE_QUERIES.tablet] });
    expect(readDeviceFlags()).toMatchObject({ isTouch: true, isIOS: false, isMobile: true, isTablet: true });
    browser({ on: [DEVICE_QUERIES.touch, DEVICE_QUERIES.tablet], callout: true });
    expect(readDeviceFlags()).toMatchObject({ isTouch: true, isIOS: true, isMobile: false, isTablet: true });
  });

  it('desktop Safari is not iOS: the callout needs a finger too', () => {
    browser({ on: [], callout: true });
    expect(readDeviceFlags().isIOS).toBe(false);
  });

  it('an accessibility host or reduced motion means still', () => {
    browser({ on: [], a11y: true });
    expect(readDeviceFlags().isAY11).toBe(true);
    expect(isStill(readDeviceFlags())).toBe(true);
    browser({ on: [DEVICE_QUERIES.reducedMotion] });
    expect(isStill(readDeviceFlags())).toBe(true);
    browser({ on: [] });
    expect(isStill(readDeviceFlags())).toBe(false);
  });
});

'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `onChange(scrollY)` once per animation frame while the window scrolls or resizes, and
 * once on mount. One passive listener per caller; no re-render unless the caller sets state.
 */
export function useWindowScroll(onChange: (scrollY: number) => void) {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      callback.current(window.scrollY);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(run);
    };
    run();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
}

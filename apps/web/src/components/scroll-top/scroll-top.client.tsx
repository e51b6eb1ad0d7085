'use client';

import { useState } from 'react';
import { showScrollTop } from '@dav/rules';
import { isStill, readDeviceFlags } from '@/hooks/use-device-flags';
import { useWindowScroll } from '@/hooks/use-window-scroll';
import styles from './scroll-top.module.css';

/**
 * Back to the top (docs/product.md#shell-scroll-to-top): past twice the window height, never on the home page (the
 * shell does not render it there) nor at ≤ 770 px. Focus goes to the page top, like the skip link.
 */
export function ScrollTop({ label, targetId }: { label: string; targetId: string }) {
  const [shown, setShown] = useState(false);
  useWindowScroll((scrollY) =>
    setShown(
      showScrollTop({
        scrollY,
        innerHeight: window.innerHeight,
        innerWidth: window.innerWidth,
        isHome: false,
      }),
    ),
  );
  if (!shown) return null;
  const toTop = () => {
    window.scrollTo({ top: 0, behavior: isStill(readDeviceFlags()) ? 'auto' : 'smooth' });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.button} aria-label={label} onClick={toTop}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M4 12l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}

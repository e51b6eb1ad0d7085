'use client';

import { useRef, useState, type ReactNode } from 'react';
import { INITIAL_HEADER_STATE, nextHeaderState } from '@dav/rules';
import { useWindowScroll } from '@/hooks/use-window-scroll';
import { useMenuState } from './menu-state.client';
import styles from './header.module.css';

/**
 * The fixed header frame: sticky past 50 px, revealed only while scrolling up (docs/product.md#shell-header), clear
 * on the home page, dark logo while the menu is open. Its content is server-rendered.
 */
export function HeaderBar({ home, children }: { home: boolean; children: ReactNode }) {
  const { open } = useMenuState();
  const scroll = useRef(INITIAL_HEADER_STATE);
  const [flags, setFlags] = useState({ sticky: false, active: false });
  useWindowScroll((y) => {
    const next = nextHeaderState(scroll.current, y);
    scroll.current = next;
    // Re-render only when a flag flips, not on every scrolled pixel.
    setFlags((prev) =>
      prev.sticky === next.sticky && prev.active === next.stickyActive
        ? prev
        : { sticky: next.sticky, active: next.stickyActive },
    );
  });
  return (
    <header
      className={styles.header}
      data-home={home || undefined}
      data-sticky={flags.sticky || undefined}
      data-sticky-active={flags.active || undefined}
      data-menu-open={open || undefined}
      data-surface={home ? 'dark' : undefined}
    >
      {children}
    </header>
  );
}

'use client';

import { useEffect } from 'react';

/**
 * "Show more offers" lands on `#{targetId}`, the first new card: focus its link there, so a
 * keyboard or screen reader user goes on from the new results rather than from the page's top.
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    if (window.location.hash !== `#${targetId}`) return;
    document.getElementById(targetId)?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [targetId]);
  return null;
}

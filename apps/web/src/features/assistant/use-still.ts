import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(change: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', change);
  return () => media.removeEventListener('change', change);
}

/** No motion: the visitor prefers reduced motion, or the site is an accessibility host (isAY11). */
export function useStill(accessible: boolean): boolean {
  const reduced = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
  return accessible || reduced;
}

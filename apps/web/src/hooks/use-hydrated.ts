import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while hydrating, true once React runs the page: a control that
 * needs script renders its plain HTML stand-in until then (a native select, a link), so a click or
 * a key before hydration is never lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

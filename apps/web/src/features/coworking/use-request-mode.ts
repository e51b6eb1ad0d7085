'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { modeFromHash, type CoworkingMode } from '@dav/rules';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const readMode = () => modeFromHash(window.location.hash);
/** The server renders no hash: the modal is closed in the HTML and opens after hydration. */
const serverMode = () => null;

/**
 * The request mode the URL hash asks for (docs/product.md#coworking-request: `#demande-jour|semaine|mois`), on load and on
 * every hash change; any other hash (the page's section anchors) is no mode. `clear` drops the hash
 * with replaceState, so Back does not reopen the modal, and tells the listeners.
 */
export function useRequestMode(): { mode: CoworkingMode | null; clear: () => void } {
  const mode = useSyncExternalStore(subscribe, readMode, serverMode);
  const clear = useCallback(() => {
    const { pathname, search, href } = window.location;
    window.history.replaceState(null, '', pathname + search);
    // replaceState fires no event of its own; the hash did change, so say so.
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: href, newURL: window.location.href }));
  }, []);
  return { mode, clear };
}

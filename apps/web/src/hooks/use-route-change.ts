'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export interface RouteChangeHandlers {
  /**
   * An in-app navigation to another page begins: a router link clicked (Next's Link handles the
   * click: it prevents the browser's own navigation) or the browser's back/forward. `url` is the
   * path and query of the page asked for.
   */
  onStart?: (url: string) => void;
  /**
   * The new page is rendered, after any route change (a link, back/forward, a `router.push`), never
   * on the first load. `url` is the path and query now shown.
   */
  onChange?: (url: string) => void;
}

const pathAndQuery = (url: URL | Location) => url.pathname + url.search;

/** A plain left click on a link that Next's router took over, to another page of this site. */
function routerLinkTarget(event: MouseEvent): URL | null {
  if (!event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, location.href);
  // Same page (a hash, another query): no page change, so nothing to wait for.
  return url.origin === location.origin && url.pathname !== location.pathname ? url : null;
}

/**
 * Route changes of the App Router, for the shell's islands that follow them (the page loader; page
 * views). One listener of each kind per caller; the handlers may change on every render. Only a
 * change of path counts: a new query or hash on the same page is not a route change.
 */
export function useRouteChange(handlers: RouteChangeHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const pathname = usePathname();
  // The path of the page on screen; null until the first page has mounted.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = routerLinkTarget(event);
      if (url) latest.current.onStart?.(pathAndQuery(url));
    };
    // Back/forward: the address has already changed; the router renders the page next.
    const onPopState = () => {
      if (shown.current !== null && location.pathname !== shown.current)
        latest.current.onStart?.(pathAndQuery(location));
    };
    // On window, bubbling: after React's own listener on the document, so Next's Link has decided.
    window.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    // `pathname` only wakes this effect: the address bar is the truth (proxy.ts rewrites paths).
    const now = location.pathname;
    if (shown.current !== null && shown.current !== now) latest.current.onChange?.(pathAndQuery(location));
    shown.current = now;
  }, [pathname]);
}

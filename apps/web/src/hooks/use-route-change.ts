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

/** The part of the Navigation API used here (not in TypeScript's DOM types for every target yet). */
interface NavigateEventLike {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  hashChange: boolean;
  destination: { url: string };
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

const navigationApi = () => (window as Window & { navigation?: NavigationLike }).navigation;

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
    // Back/forward: the Navigation API tells before the router moves (without it, see below).
    const onNavigate = (event: NavigateEventLike) => {
      if (event.navigationType !== 'traverse' || event.hashChange) return;
      const url = new URL(event.destination.url);
      if (url.origin === location.origin && url.pathname !== location.pathname)
        latest.current.onStart?.(pathAndQuery(url));
    };
    // Clicks on window, bubbling: after React's own listener on the document, so Next's Link has decided.
    window.addEventListener('click', onClick);
    const navigation = navigationApi();
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('click', onClick);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, []);

  useEffect(() => {
    // `pathname` only wakes this effect: the address bar is the truth (proxy.ts rewrites paths).
    const now = location.pathname;
    if (shown.current !== null && shown.current !== now) {
      const url = pathAndQuery(location);
      // Without the Navigation API, back/forward shows only here: the router's popstate listener
      // runs before any of ours and React renders that page at once, inside the event.
      if (!navigationApi() && window.event?.type === 'popstate') latest.current.onStart?.(url);
      latest.current.onChange?.(url);
    }
    shown.current = now;
  }, [pathname]);
}

'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { idlePrefetchPath, PREFETCH_IDLE_MS } from '@dav/rules';

/** What the visitor does that ends an idle period. */
const ACTIVITY = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

interface NetworkInformationLike {
  saveData?: boolean;
}

/** A link the visitor can see now: rendered, inside the viewport. */
function inView(link: HTMLAnchorElement): boolean {
  const box = link.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < innerHeight &&
    box.left < innerWidth
  );
}

/**
 * docs/product.md#shell-loading-and-transitions: the links in view are prefetched once the
 * visitor has been idle for `PREFETCH_IDLE_MS` (2 s), counted from when the page has loaded and
 * the browser is idle: nothing while the page starts or while they scroll, type or tap; then the
 * links they can see, each once, and again after the next idle period for links scrolled into
 * view. Links to a screen with a form, to other hosts and to files never are (`idlePrefetchPath`),
 * nor anything when the browser asks to save data.
 */
export function IdlePrefetch(): null {
  const router = useRouter();
  useEffect(() => {
    if ((navigator as Navigator & { connection?: NetworkInformationLike }).connection?.saveData) return;
    const fetched = new Set<string>();
    const prefetchInView = () => {
      const current = location.pathname + location.search;
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
        if (link.target === '_blank' || link.hasAttribute('download')) continue;
        const path = idlePrefetchPath(link.getAttribute('href')!, current);
        if (!path || fetched.has(path) || !inView(link)) continue;
        fetched.add(path);
        router.prefetch(path);
      }
    };
    let timer: number | undefined;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(prefetchInView, PREFETCH_IDLE_MS);
    };
    // The idle time counts from when the page has loaded and the browser has nothing left to do.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    let idleHandle: number | undefined;
    const whenLoaded = () => {
      idleHandle = idle(restart, { timeout: PREFETCH_IDLE_MS });
    };
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
    for (const type of ACTIVITY) window.addEventListener(type, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      if (idleHandle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idleHandle);
      window.removeEventListener('load', whenLoaded);
      for (const type of ACTIVITY) window.removeEventListener(type, restart, { capture: true });
    };
  }, [router]);
  return null;
}

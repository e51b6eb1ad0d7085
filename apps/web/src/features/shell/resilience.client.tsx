'use client';

import { useEffect } from 'react';
import { registerServiceWorker } from '@/features/offline/register-service-worker';

/**
 * Renders nothing. Tells the chunk-load guard that React now runs the page (a failure is then
 * React's error boundaries' to show), and registers the service worker after load
 * (docs/architecture.md#service-worker).
 */
export function ResilienceEffects(): null {
  useEffect(() => {
    window.__davHydrated = true;
    return registerServiceWorker();
  }, []);
  return null;
}

'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from '@/components/errors/chunk-failure';
import { reloadAfterChunkFailure } from '@/components/errors/chunk-recovery.client';
import { registerServiceWorker } from '@/features/offline/register-service-worker';

/** A `<script>` or stylesheet of the build that failed to load. */
function isBuildFile(target: EventTarget | null): boolean {
  const url =
    target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement ? target.href : '';
  return url.includes('/_next/static/');
}

/**
 * Mounted once by the root layout, renders nothing: registers the service worker after load, and
 * reloads the page when a build file fails to load outside React's rendering (a script added
 * later, an `import()` in an event handler), at most once a minute (docs/product.md#error-catalogue).
 * Failures while rendering reach the error boundaries (app/[site]/error.tsx, global-error.tsx).
 */
export function Resilience(): null {
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => {
    const onError = (event: Event) => {
      if (isBuildFile(event.target)) reloadAfterChunkFailure();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
    };
    // Load errors do not bubble: caught on their way down.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}

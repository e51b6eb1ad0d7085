'use client';

import { lazy, Suspense, useState } from 'react';
import { useChunkRecovery } from '@/components/errors/chunk-recovery.client';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { readErrorStringsMeta } from '@/components/errors/error-strings-meta';
import '@/styles/globals.css';

const ShippedErrorFallback = lazy(() => import('@/components/errors/shipped-error-fallback'));

/**
 * Last resort, when the root layout itself failed (docs/product.md#error-catalogue: "Error page itself fails"): the
 * failed page's translated strings (read before this replaces the document), else French. A
 * chunk-load failure reloads first, as below the layout (app/[site]/error.tsx).
 */
export default function GlobalError({ error }: { error: Error }) {
  const [state] = useState(() => ({
    strings: readErrorStringsMeta(),
    lang: typeof document === 'undefined' ? '' : document.documentElement.lang,
  }));
  const recovery = useChunkRecovery(error);
  const reload = recovery === 'chunk-failed';
  return (
    <html lang={state.strings ? state.lang || 'fr' : 'fr'}>
      <body>
        {recovery === 'reloading' ? null : state.strings ? (
          <ErrorFallback strings={state.strings} reload={reload} />
        ) : (
          <Suspense fallback={null}>
            <ShippedErrorFallback reload={reload} />
          </Suspense>
        )}
      </body>
    </html>
  );
}

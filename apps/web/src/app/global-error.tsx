'use client';

import { lazy, Suspense, useState } from 'react';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { readErrorStringsMeta } from '@/components/errors/error-strings-meta';
import '@/styles/globals.css';

const ShippedErrorFallback = lazy(() => import('@/components/errors/shipped-error-fallback'));

/**
 * Last resort, when the root layout itself failed (docs/product.md#error-catalogue: "Error page itself fails"): the
 * failed page's translated strings (read before this replaces the document), else French.
 */
export default function GlobalError() {
  const [state] = useState(() => ({
    strings: readErrorStringsMeta(),
    lang: typeof document === 'undefined' ? '' : document.documentElement.lang,
  }));
  return (
    <html lang={state.strings ? state.lang || 'fr' : 'fr'}>
      <body>
        {state.strings ? (
          <ErrorFallback strings={state.strings} />
        ) : (
          <Suspense fallback={null}>
            <ShippedErrorFallback />
          </Suspense>
        )}
      </body>
    </html>
  );
}

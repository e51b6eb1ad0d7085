'use client';

import { ErrorFallback } from '@/components/errors/error-fallback';
import { useErrorStrings } from '@/components/errors/error-strings.client';

/** Unexpected errors below the root layout: a translated message, no stack trace (docs/product.md#error-catalogue). */
export default function ErrorBoundary() {
  const strings = useErrorStrings();
  // The root layout always provides them; if not, global-error (shipped strings) takes over.
  if (!strings) throw new Error('Error strings missing');
  return <ErrorFallback strings={strings} />;
}

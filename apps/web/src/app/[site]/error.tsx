'use client';

import { useChunkRecovery } from '@/components/errors/chunk-recovery.client';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { useErrorStrings } from '@/components/errors/error-strings.client';

/**
 * Unexpected errors below the root layout: a translated message, no stack trace; a chunk-load
 * failure reloads the page, at most once a minute (docs/product.md#error-catalogue).
 */
export default function ErrorBoundary({ error }: { error: Error }) {
  const strings = useErrorStrings();
  const recovery = useChunkRecovery(error);
  // The root layout always provides them; if not, global-error (shipped strings) takes over.
  if (!strings) throw new Error('Error strings missing');
  if (recovery === 'reloading') return null;
  return <ErrorFallback strings={strings} reload={recovery === 'chunk-failed'} />;
}

import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function Signal(): never {
  notFound();
}

/**
 * Gives a rendered error page its 404 status (docs/product.md#error-catalogue) without losing its server-rendered HTML.
 *
 * A notFound() thrown by the page itself fails the whole SSR shell: Next 16 then serves an empty
 * `__next_error__` document and renders the 404 in the browser. Thrown inside a Suspense
 * boundary instead, it only sets the status ("React can complete a prerender after an HTTP access
 * fallback … is thrown inside a Suspense boundary", next/dist/server/app-render), so the error
 * page around it stays in the HTML. In the browser the same error reaches the segment's
 * not-found boundary, which renders not-found.tsx: the same view, so nothing visibly changes.
 */
export function NotFoundSignal() {
  return (
    <Suspense fallback={null}>
      <Signal />
    </Suspense>
  );
}

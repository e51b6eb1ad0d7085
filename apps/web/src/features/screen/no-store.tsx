import { connection } from 'next/server';

/**
 * Renders nothing, but makes its page render at each request: Next then answers it with
 * `Cache-Control: private, no-cache, no-store, max-age=0, must-revalidate` (a page prerendered
 * whole would be stored by browsers and shared caches). Put it in a Suspense boundary with no
 * fallback: the rest of the page is still prerendered and streams at once.
 */
export async function NoStore() {
  await connection();
  return null;
}

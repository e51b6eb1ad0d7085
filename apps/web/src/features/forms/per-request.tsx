import { connection } from 'next/server';
import type { ReactNode } from 'react';

/**
 * Renders its children for each request, as a dynamic hole in a prerendered page: put the same
 * form as its Suspense fallback, so the page's first paint is unchanged. A page whose form the
 * browser may post itself needs one (docs/architecture.md#forms-and-submissions): Next 16.4
 * cannot answer a form post on a fully static page (vercel/next.js#97784), only on a page with a
 * per-request part.
 */
export async function PerRequest({ children }: { children: ReactNode }) {
  await connection();
  return children;
}

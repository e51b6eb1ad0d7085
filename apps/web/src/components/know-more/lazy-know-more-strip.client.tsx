'use client';

import dynamic from 'next/dynamic';
// Its styles ship with the page (inlined with the rest), not as a render-blocking stylesheet of
// the lazy chunk: only the script waits.
import './know-more-strip.module.css';

/**
 * The know-more strip, its script fetched only where a strip is rendered: CMS pages, posts, offers
 * and subsidiaries without cards do not ship it (the CMS page route reaches every block, so a
 * plain import put it on every page). Rendered on the server like the strip itself.
 */
export const LazyKnowMoreStrip = dynamic(() =>
  import('./know-more-strip.client').then((module) => module.KnowMoreStrip),
);

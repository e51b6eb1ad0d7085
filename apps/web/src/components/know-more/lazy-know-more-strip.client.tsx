'use client';

import dynamic from 'next/dynamic';

/**
 * The know-more strip, its script fetched only where a strip is rendered: CMS pages, posts, offers
 * and subsidiaries without cards do not ship it (the CMS page route reaches every block, so a
 * plain import put it on every page). Rendered on the server like the strip itself.
 */
export const LazyKnowMoreStrip = dynamic(() =>
  import('./know-more-strip.client').then((module) => module.KnowMoreStrip),
);

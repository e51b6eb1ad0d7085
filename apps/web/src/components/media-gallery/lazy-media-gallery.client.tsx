'use client';

import dynamic from 'next/dynamic';

/**
 * The media gallery, its script (and the media modal's) fetched only where a gallery is rendered:
 * CMS pages without one do not ship it. Rendered on the server like the gallery itself.
 */
export const LazyMediaGallery = dynamic(() =>
  import('./media-gallery.client').then((module) => module.MediaGallery),
);

'use client';

import dynamic from 'next/dynamic';
// Their styles ship with the page (inlined with the rest), not as render-blocking stylesheets of
// the lazy chunk: only the script waits.
import '@/components/media-modal/media-modal.module.css';
import './media-gallery.module.css';

/**
 * The media gallery, its script (and the media modal's) fetched only where a gallery is rendered:
 * CMS pages without one do not ship it. Rendered on the server like the gallery itself.
 */
export const LazyMediaGallery = dynamic(() =>
  import('./media-gallery.client').then((module) => module.MediaGallery),
);

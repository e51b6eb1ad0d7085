import { LazyMediaGallery } from '@/components/media-gallery/lazy-media-gallery.client';
import type { BlockProps } from './block-types';

/** A media gallery block: the shared gallery, its thumbnails opening the media modal. */
export function MediaGalleryBlock({ block, context }: BlockProps<'mediaGallery'>) {
  return <LazyMediaGallery items={block.items} strings={{ title: block.title, ...context.media }} />;
}

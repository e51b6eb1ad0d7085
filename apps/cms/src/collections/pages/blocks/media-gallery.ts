import { IMAGE_MIME_TYPES, MEDIA_GALLERY_MAX_ITEMS, VIDEO_MIME_TYPES } from '@dav/contract';
import type { Block } from 'payload';

/**
 * A media gallery (docs/product.md#cms-pages, SPEC 2.3): thumbnails of images and videos, each
 * opening the media modal. A video shows its poster as thumbnail, with its captions in the modal.
 */
export const MediaGalleryBlock: Block = {
  slug: 'mediaGallery',
  interfaceName: 'MediaGalleryBlock',
  labels: { singular: 'Media gallery', plural: 'Media galleries' },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'gallery',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: MEDIA_GALLERY_MAX_ITEMS,
      labels: { singular: 'Media item', plural: 'Media items' },
      admin: { description: 'Images and videos (MP4, WebM); a video shows its poster as thumbnail.' },
      fields: [
        {
          name: 'media',
          type: 'upload',
          relationTo: 'media',
          required: true,
          filterOptions: { mimeType: { in: [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES] } },
        },
      ],
    },
  ],
};

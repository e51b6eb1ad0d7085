import type { CollectionConfig } from 'payload';
import { anyone, canEditContent } from '../../access/roles';
import { mediaDir } from '../../env';
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate-web';

/** Images on local disk, resized with sharp. Files are public: apps/web proxies /api/media/file/*. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media', plural: 'Media' },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'updatedAt'], group: 'Content' },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: {
    afterChange: [revalidateAfterChange(['global', 'page', 'coworking', 'posts', 'offers', 'subsidiaries'])],
    afterDelete: [revalidateAfterDelete(['global', 'page', 'coworking', 'posts', 'offers', 'subsidiaries'])],
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [{ name: 'thumbnail', width: 400, height: 300, position: 'centre' }],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Describes the image for screen readers, in each language.' },
    },
  ],
};

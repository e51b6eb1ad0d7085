import type { Block } from 'payload';
import { validateOptionalLink } from '../../../fields/validate-url';

/** Know-more thumbnails (docs/product.md#blog, SPEC 2.3): the site shows them as the know-more strip. */
export const KnowMoreBlock: Block = {
  slug: 'knowMore',
  interfaceName: 'KnowMoreBlock',
  labels: { singular: 'Know more', plural: 'Know more' },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      admin: {
        description:
          'Each card leads to a page of the site (a path: /blog) or, in a new tab, an external address.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true },
            {
              name: 'url',
              type: 'text',
              required: true,
              validate: (value: unknown) => (value ? validateOptionalLink(value) : 'Enter the URL'),
            },
          ],
        },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
};

import type { Block } from 'payload';
import { knowMoreItemsField } from '../../../fields/know-more';

/** Know-more thumbnails (docs/product.md#blog, SPEC 2.3): the site shows them as the know-more strip. */
export const KnowMoreBlock: Block = {
  slug: 'knowMore',
  interfaceName: 'KnowMoreBlock',
  labels: { singular: 'Know more', plural: 'Know more' },
  fields: [{ name: 'title', type: 'text', required: true }, knowMoreItemsField({ required: true })],
};

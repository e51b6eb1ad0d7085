import type { Block } from 'payload';

/** Plain text, never HTML: paragraphs are separated by a blank line. */
export const TextBlock: Block = {
  slug: 'text',
  interfaceName: 'TextBlock',
  labels: { singular: 'Text', plural: 'Texts' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      admin: { rows: 10, description: 'Plain text. Leave a blank line between paragraphs.' },
    },
  ],
};

import type { Block } from 'payload';
import { validateOptionalLink } from '../../../fields/validate-url';

export const CtaBlock: Block = {
  slug: 'cta',
  interfaceName: 'CtaBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: (value: unknown) => (value ? validateOptionalLink(value) : 'Enter the URL'),
        },
      ],
    },
  ],
};

import type { Field } from 'payload';
import { validateOptionalLink } from './validate-url';

/** The cards of a know-more strip (SPEC 2.3): each a title, a site path or external URL, a picture. */
export const knowMoreItemsField = (options: { required: boolean; localized?: boolean }): Field => ({
  name: 'items',
  type: 'array',
  required: options.required,
  localized: options.localized,
  minRows: options.required ? 1 : undefined,
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
});

/**
 * A know-more strip a post, an offer or a subsidiary carries (docs/product.md#blog): a title and
 * up to 12 cards, per language. Empty: no strip.
 */
export const knowMoreField = (): Field => ({
  name: 'knowMore',
  type: 'group',
  admin: { description: 'Optional: cards shown as a strip at the end of the page.' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    knowMoreItemsField({ required: false, localized: true }),
  ],
});

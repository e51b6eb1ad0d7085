import type { ArrayFieldValidation, Block } from 'payload';
import { array } from 'payload/shared';
import { ENTRY_POINT_KINDS, HOME_BLOCK_TYPES } from '@dav/contract';
import { validateOptionalLink } from '../../../fields/validate-url';

/**
 * The home page's blocks (SPEC 2.4, docs/product.md#home): the mascot's greeting, the name prompt
 * and the five entry points. The pages collection offers them on the `index` template only.
 */
export const HOME_BLOCK_SLUGS: readonly string[] = HOME_BLOCK_TYPES;

const ENTRY_POINT_LABELS: Record<(typeof ENTRY_POINT_KINDS)[number], string> = {
  discover: 'Discover',
  overview: 'Overview',
  'learn-more': 'Learn more',
  subsidiaries: 'Subsidiaries',
  'submit-project': 'Submit a project',
};

export const MascotBlock: Block = {
  slug: 'mascot',
  interfaceName: 'MascotBlock',
  labels: { singular: 'Mascot', plural: 'Mascots' },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 40,
      admin: { description: 'The mascot’s first name, the same in every language (e.g. Dav).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'The greeting pose: the first picture of the home page.' },
        },
        {
          name: 'secondImage',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional second pose (e.g. waving), shown when the greeting is hovered.' },
        },
      ],
    },
    {
      name: 'greetings',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 3,
      labels: { singular: 'Message', plural: 'Messages' },
      admin: { description: 'One to three short messages; the first is the page’s main heading.' },
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }],
    },
  ],
};

export const NamePromptBlock: Block = {
  slug: 'namePrompt',
  interfaceName: 'NamePromptBlock',
  labels: { singular: 'Name prompt', plural: 'Name prompts' },
  fields: [
    { name: 'label', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'placeholder', type: 'text' },
        { name: 'buttonLabel', type: 'text', required: true },
      ],
    },
  ],
};

/** Each kind once: an array of rows whose kinds repeat is refused. */
export function validateEntryKinds(value: unknown): true | string {
  if (!Array.isArray(value)) return true;
  const kinds = value.map((row) => (row as { kind?: unknown } | null)?.kind).filter(Boolean);
  return new Set(kinds).size === kinds.length ? true : 'Each kind of entry point may appear only once.';
}

// A custom validate replaces Payload's: keep its row count checks (min and max five) first.
const entriesValidation: ArrayFieldValidation = (value, options) => {
  const counted = array(value, options);
  return counted === true ? validateEntryKinds(value) : counted;
};

export const EntryPointsBlock: Block = {
  slug: 'entryPoints',
  interfaceName: 'EntryPointsBlock',
  labels: { singular: 'Entry points', plural: 'Entry points' },
  fields: [
    {
      name: 'entries',
      type: 'array',
      required: true,
      minRows: ENTRY_POINT_KINDS.length,
      maxRows: ENTRY_POINT_KINDS.length,
      labels: { singular: 'Entry point', plural: 'Entry points' },
      admin: {
        description:
          'The five entry points, each kind once. Each leads to a page of the site (a path: /blog) or, in a new tab, an external address.',
      },
      validate: entriesValidation,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              options: ENTRY_POINT_KINDS.map((value) => ({ label: ENTRY_POINT_LABELS[value], value })),
            },
            { name: 'title', type: 'text', required: true },
          ],
        },
        { name: 'text', type: 'textarea', maxLength: 200 },
        {
          type: 'row',
          fields: [
            {
              name: 'url',
              type: 'text',
              required: true,
              validate: (value: unknown) => (value ? validateOptionalLink(value) : 'Enter the URL'),
            },
            { name: 'image', type: 'upload', relationTo: 'media' },
          ],
        },
      ],
    },
  ],
};

import type { ArrayField, Field } from 'payload';
import { validateOptionalLink } from './validate-url';

/** Post types a menu entry may reference (docs/product.md#routes-link-mapping) until those collections exist. */
export const POST_TYPES = ['post', 'jobs-post', 'subsidiary-post'] as const;

type Sibling = { type?: string; submenu?: boolean } | undefined;
const when = (type: string) => (_: unknown, sibling: Sibling) => sibling?.type === type;
const requiredWhen =
  (type: string, message: string) =>
  (value: unknown, { siblingData }: { siblingData: unknown }) =>
    (siblingData as Sibling)?.type !== type || (value != null && value !== '') ? true : message;

/** Label and target of one entry: a CMS page, a post reference, an external URL, or nothing. */
function targetFields(allowNone: boolean): Field[] {
  return [
    { name: 'label', type: 'text', localized: true, required: true },
    {
      name: 'type',
      type: 'radio',
      defaultValue: 'internal',
      admin: { layout: 'horizontal' },
      options: [
        { label: 'Page', value: 'internal' },
        { label: 'Post', value: 'post' },
        { label: 'External URL', value: 'external' },
        ...(allowNone ? [{ label: 'No link (submenu heading)', value: 'none' }] : []),
      ],
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      admin: { condition: when('internal') },
      validate: requiredWhen('internal', 'Choose a page'),
    },
    {
      type: 'row',
      admin: { condition: when('post') },
      fields: [
        {
          name: 'postType',
          type: 'select',
          options: POST_TYPES.map((value) => ({ label: value, value })),
          validate: requiredWhen('post', 'Choose a post type'),
        },
        {
          name: 'postSlug',
          type: 'text',
          localized: true,
          validate: requiredWhen('post', 'Enter the post slug'),
        },
        { name: 'postTitle', type: 'text', localized: true },
      ],
    },
    {
      name: 'url',
      type: 'text',
      localized: true,
      admin: { condition: when('external'), description: 'Opens in a new tab.' },
      validate: (value: unknown, options: { siblingData: unknown }) => {
        const required = requiredWhen('external', 'Enter the URL')(value, options);
        return required === true ? validateOptionalLink(value) : required;
      },
    },
  ];
}

/** A menu: entries with an optional submenu of sublinks (docs/product.md#data, "Menu link"). */
export function menuLinksField(name: string, label: string): ArrayField {
  return {
    name,
    label,
    type: 'array',
    interfaceName: 'MenuLinks',
    admin: { initCollapsed: true },
    labels: { singular: 'Link', plural: 'Links' },
    fields: [
      ...targetFields(true),
      { name: 'submenu', type: 'checkbox', defaultValue: false },
      {
        name: 'sublinks',
        type: 'array',
        interfaceName: 'MenuSublinks',
        admin: {
          condition: (_: unknown, sibling: Sibling) => Boolean(sibling?.submenu),
          initCollapsed: true,
        },
        labels: { singular: 'Sublink', plural: 'Sublinks' },
        fields: targetFields(false),
      },
    ],
  };
}

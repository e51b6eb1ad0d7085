import type { CollectionConfig } from 'payload';
import { PAGE_TEMPLATES } from '@dav/contract';
import { canEditContent, isStaff } from '../../access/roles';
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate-web';
import { PAGE_BLOCKS } from './blocks';
import { formatSlug } from './hooks/format-slug';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** CMS pages. Menus embed page slugs, so a page edit also refreshes the global data. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'template', 'updatedAt'],
    group: 'Content',
  },
  // The public reads pages through /wp-json/*; Payload's own API is for staff.
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: {
    afterChange: [revalidateAfterChange(['page', 'global'])],
    afterDelete: [revalidateAfterDelete(['page', 'global'])],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'Per language, lowercase words joined by dashes; "home" is the home page. Empty: made from the title.',
      },
      hooks: { beforeValidate: [formatSlug] },
      validate: (value: unknown) =>
        typeof value === 'string' && SLUG_PATTERN.test(value)
          ? true
          : 'Use lowercase letters, digits and dashes',
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'default',
      options: PAGE_TEMPLATES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'content', type: 'blocks', localized: true, blocks: PAGE_BLOCKS },
    {
      name: 'seo',
      label: 'SEO',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
};

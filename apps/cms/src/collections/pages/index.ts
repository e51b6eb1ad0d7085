import type { CollectionConfig } from 'payload';
import { seoField } from '../../fields/seo';
import { isSlug, PAGE_TEMPLATES, SLUG_MESSAGE } from '@dav/contract';
import { canEditContent, isStaff } from '../../access/roles';
import { revalidateAfterDelete } from '../../hooks/revalidate-web';
import { collectionDrafts } from '../../access/drafts';
import { PAGE_BLOCKS, pageBlocksFor } from './blocks';
import { formatSlug } from '../../fields/format-slug';
import { revalidatePageAfterChange } from './hooks/revalidate-page';

/**
 * CMS pages, the home page (`home`) and its blocks among them. Edited as drafts with autosave
 * (drafts.ts); publishing refreshes that page on the website, and the menus when they show it
 * (revalidate-page.ts).
 */
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
  versions: collectionDrafts.versions,
  hooks: {
    beforeOperation: collectionDrafts.beforeOperation,
    afterChange: [revalidatePageAfterChange],
    // Rare, and the deleted page's slugs are gone with it: every page and the menus.
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
      validate: (value: unknown) => (isSlug(value) ? true : SLUG_MESSAGE),
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'default',
      options: PAGE_TEMPLATES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'content',
      type: 'blocks',
      localized: true,
      blocks: PAGE_BLOCKS,
      // The mascot, name prompt and entry points belong to the home page (template `index`).
      filterOptions: ({ data }) => pageBlocksFor((data as { template?: unknown } | undefined)?.template),
    },
    seoField(),
  ],
};

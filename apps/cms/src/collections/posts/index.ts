import type { CollectionConfig } from 'payload';
import { MANAGER_POSITIONS, POSITION_FORMS } from '@dav/contract';
import { canEditContent, isStaff } from '../../access/roles';
import { knowMoreField } from '../../fields/know-more';
import { seoField } from '../../fields/seo';
import { datePostedField } from '../../fields/date-posted';
import { localizedSlugField } from '../../fields/localized-slug';
import { postEditor } from '../../fields/rich-text';
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate-web';
import { FORM_LABELS, POSITION_LABELS } from '../managers';
import { collectionDrafts } from '../../access/drafts';

/**
 * The blog's posts (docs/product.md#blog). Editors and admins write them. A post is on the site
 * in a language when it is published, translated there (it has a slug in that language) and its
 * date posted has come (a later date schedules it).
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Post', plural: 'Posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'categories', 'subsidiary', 'datePosted', '_status'],
    group: 'Blog',
  },
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  // Drafts with autosave (drafts.ts); publishing or unpublishing refreshes the blog.
  versions: collectionDrafts.versions,
  defaultSort: '-datePosted',
  hooks: {
    beforeOperation: collectionDrafts.beforeOperation,
    afterChange: [revalidateAfterChange(['posts'])],
    afterDelete: [revalidateAfterDelete(['posts'])],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    localizedSlugField(),
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: { description: 'One or two sentences: the card in the list and the page’s description.' },
    },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true, editor: postEditor },
    {
      type: 'row',
      fields: [
        { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true },
        {
          name: 'subsidiary',
          type: 'relationship',
          relationTo: 'subsidiaries',
          admin: { description: 'A subsidiary’s news: shown on its page.' },
        },
      ],
    },
    {
      name: 'author',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text' },
            {
              name: 'position',
              type: 'select',
              options: MANAGER_POSITIONS.map((value) => ({ label: POSITION_LABELS[value], value })),
            },
            {
              name: 'positionForm',
              type: 'select',
              defaultValue: 'masculine',
              options: POSITION_FORMS.map((value) => ({ label: FORM_LABELS[value], value })),
            },
          ],
        },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'related',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 3,
      admin: { description: 'Empty: the newest posts of the same category are shown.' },
    },
    knowMoreField(),
    seoField(),
    datePostedField('The post appears on the site from this date: a later date schedules it.'),
  ],
};

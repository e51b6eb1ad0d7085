import type { CollectionConfig } from 'payload';
import { canEditContent, isStaff } from '../../access/roles';
import { localizedSlugField } from '../../fields/localized-slug';
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate-web';

/** The blog's categories (docs/product.md#blog): the list's filter. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Blog' },
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'title',
  hooks: { afterChange: [revalidateAfterChange(['posts'])], afterDelete: [revalidateAfterDelete(['posts'])] },
  fields: [{ name: 'title', type: 'text', localized: true, required: true }, localizedSlugField()],
};

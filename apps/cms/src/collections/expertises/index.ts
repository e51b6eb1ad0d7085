import type { CollectionConfig } from 'payload';
import { canEditContent, isStaff } from '../../access/roles';
import { slugField } from '../../fields/slug';
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate-web';
import { forgetModelsAfterChange, forgetModelsAfterDelete } from '../../assistant/invalidate';

/** Expertises of the group (docs/product.md#data). They fill the `expertise` select of the forms. */
export const Expertises: CollectionConfig = {
  slug: 'expertises',
  labels: { singular: 'Expertise', plural: 'Expertises' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Group' },
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'title',
  hooks: {
    // The assistant knows their names (assistant/invalidate.ts).
    afterChange: [revalidateAfterChange(['forms', 'offers', 'subsidiaries']), forgetModelsAfterChange],
    afterDelete: [revalidateAfterDelete(['forms', 'offers', 'subsidiaries']), forgetModelsAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField('Value sent by the forms (e.g. data-ai): lowercase words joined by dashes.'),
  ],
};

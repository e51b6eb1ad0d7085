import type { CollectionConfig } from 'payload';
import { COUNTRIES, type Country } from '@dav/contract';
import { canEditContent, isStaff } from '../../access/roles';
import { slugField } from '../../fields/slug';
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate-web';

const COUNTRY_LABELS: Record<Country, string> = {
  FR: 'France',
  BE: 'Belgium',
  CH: 'Switzerland',
  ES: 'Spain',
  DE: 'Germany',
  CA: 'Canada',
  US: 'United States',
};

/**
 * Subsidiaries of the group (docs/product.md#data "Expertise or subsidiary item"). They fill the `subsidiary`
 * select of the forms and the subsidiary pages, hence the forms, global and page tags.
 */
export const Subsidiaries: CollectionConfig = {
  slug: 'subsidiaries',
  labels: { singular: 'Subsidiary', plural: 'Subsidiaries' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'region', 'cities'], group: 'Group' },
  // The public reads them through /wp-json/*; Payload's own API is for staff.
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'title',
  hooks: {
    afterChange: [revalidateAfterChange(['forms', 'offers'])],
    afterDelete: [revalidateAfterDelete(['forms', 'offers'])],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField('Value sent by the forms (e.g. dav-lyon): lowercase words joined by dashes.'),
    {
      name: 'cities',
      type: 'text',
      hasMany: true,
      admin: { description: 'Cities this subsidiary covers.' },
    },
    {
      name: 'region',
      type: 'select',
      required: true,
      defaultValue: 'europe',
      options: [
        { label: 'Europe', value: 'europe' },
        { label: 'North America', value: 'north-america' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'country',
      type: 'select',
      required: true,
      defaultValue: 'FR',
      options: COUNTRIES.map((value) => ({ label: COUNTRY_LABELS[value], value })),
      admin: { position: 'sidebar', description: 'Where its offers are located, for search engines.' },
    },
  ],
};

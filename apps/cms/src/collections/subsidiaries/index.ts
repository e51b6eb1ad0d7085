import type { CollectionConfig } from 'payload';
import { COUNTRIES, TRANSPORT_MODES, type Country, type TransportMode } from '@dav/contract';
import { canEditContent, isStaff } from '../../access/roles';
import { knowMoreField } from '../../fields/know-more';
import { seoField } from '../../fields/seo';
import { postEditor } from '../../fields/rich-text';
import { slugField } from '../../fields/slug';
import { validateOptionalHttpUrl } from '../../fields/validate-url';
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate-web';
import { forgetModelsAfterChange, forgetModelsAfterDelete } from '../../assistant/invalidate';
import { collectionDrafts } from '../../access/drafts';

const COUNTRY_LABELS: Record<Country, string> = {
  FR: 'France',
  BE: 'Belgium',
  CH: 'Switzerland',
  ES: 'Spain',
  DE: 'Germany',
  CA: 'Canada',
  US: 'United States',
};

const TRANSPORT_LABELS: Record<TransportMode, string> = {
  metro: 'Metro',
  tram: 'Tram',
  bus: 'Bus',
  train: 'Train',
  bike: 'Bike share',
};

const between = (min: number, max: number, message: string) => (value: unknown) =>
  value == null || (typeof value === 'number' && value >= min && value <= max) ? true : message;

/**
 * Subsidiaries of the group (docs/product.md#subsidiaries). They fill the `subsidiary` select of
 * the forms and the offers' search panel, and have their page and pin on `/nos-filiales`, hence the
 * forms, offers and subsidiaries tags. Their news are the posts that name them, their offers the
 * offers at them.
 */
export const Subsidiaries: CollectionConfig = {
  slug: 'subsidiaries',
  labels: { singular: 'Subsidiary', plural: 'Subsidiaries' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'region', 'cities'], group: 'Group' },
  // The public reads them through /wp-json/*; Payload's own API is for staff.
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'title',
  // Drafts with autosave (drafts.ts): forms, offers and the map list published subsidiaries only.
  versions: collectionDrafts.versions,
  hooks: {
    beforeOperation: collectionDrafts.beforeOperation,
    // The assistant knows their names and cities (assistant/invalidate.ts).
    afterChange: [revalidateAfterChange(['forms', 'offers', 'subsidiaries']), forgetModelsAfterChange],
    afterDelete: [revalidateAfterDelete(['forms', 'offers', 'subsidiaries']), forgetModelsAfterDelete],
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
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Presentation',
          fields: [
            {
              name: 'intro',
              type: 'textarea',
              localized: true,
              maxLength: 200,
              admin: { description: 'One sentence: the list of subsidiaries and the page’s description.' },
            },
            { name: 'cover', type: 'upload', relationTo: 'media' },
            { name: 'presentation', type: 'richText', localized: true, editor: postEditor },
            { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 12 },
            { name: 'expertises', type: 'relationship', relationTo: 'expertises', hasMany: true },
            {
              name: 'clients',
              type: 'array',
              maxRows: 40,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true },
                    { name: 'url', type: 'text', validate: validateOptionalHttpUrl },
                  ],
                },
                { name: 'logo', type: 'upload', relationTo: 'media' },
              ],
            },
            knowMoreField(),
            seoField(),
          ],
        },
        {
          label: 'Where',
          fields: [
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'street', type: 'text' },
                {
                  type: 'row',
                  fields: [
                    { name: 'postalCode', type: 'text' },
                    { name: 'city', type: 'text' },
                  ],
                },
              ],
            },
            {
              name: 'coordinates',
              type: 'group',
              admin: {
                description: 'Its pin on the map (decimal degrees, e.g. 45.7640 and 4.8357 for Lyon).',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'latitude',
                      type: 'number',
                      validate: between(-90, 90, 'Enter a latitude between -90 and 90'),
                    },
                    {
                      name: 'longitude',
                      type: 'number',
                      validate: between(-180, 180, 'Enter a longitude between -180 and 180'),
                    },
                  ],
                },
              ],
            },
            {
              name: 'transport',
              type: 'array',
              maxRows: 8,
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'mode',
                      type: 'select',
                      required: true,
                      options: TRANSPORT_MODES.map((value) => ({ label: TRANSPORT_LABELS[value], value })),
                    },
                    { name: 'line', type: 'text', required: true },
                    { name: 'stop', type: 'text' },
                  ],
                },
              ],
            },
            {
              name: 'contact',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'email', type: 'email' },
                    { name: 'phone', type: 'text' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Posts and offers',
          fields: [
            {
              name: 'news',
              type: 'join',
              collection: 'posts',
              on: 'subsidiary',
              admin: { defaultColumns: ['title', 'datePosted', '_status'] },
            },
            {
              name: 'offers',
              type: 'join',
              collection: 'offers',
              on: 'subsidiaries',
              admin: { defaultColumns: ['title', 'datePosted', '_status'] },
            },
          ],
        },
      ],
    },
  ],
};

import type { CollectionConfig } from 'payload';
import {
  CONTRACT_TYPES,
  EXPERIENCE_LEVELS,
  isSlug,
  REMOTE_POLICIES,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  SLUG_MESSAGE,
} from '@dav/contract';
import { APPLICATION_READERS, canEditOffers, hasRole, isStaff } from '../../access/roles';
import { knowMoreField } from '../../fields/know-more';
import { seoField } from '../../fields/seo';
import { datePostedField } from '../../fields/date-posted';
import { offerRichText } from '../../fields/rich-text';
import { localizedSlugField } from '../../fields/localized-slug';
import { keepSearchInStep, keepSearchInStepAfterDelete, storeSearchText } from './search-hooks';
import { forgetModelsAfterChange, forgetModelsAfterDelete } from '../../assistant/invalidate';
import { collectionDrafts } from '../../access/drafts';

const option = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ label: labels[value], value }));

/**
 * Job offers (docs/product.md#job-offers). Recruiters and admins write them, editors read
 * them. An offer is on the site in a language when it is published, translated there (it has a
 * slug in that language), its date posted has come (a later date schedules it) and its closing
 * date, if any, has not passed (docs/architecture.md#job-offers).
 */
export const Offers: CollectionConfig = {
  slug: 'offers',
  labels: { singular: 'Job offer', plural: 'Job offers' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'expertise', 'subsidiaries', 'datePosted', 'validThrough', '_status'],
    group: 'Recruitment',
  },
  access: { read: isStaff, create: canEditOffers, update: canEditOffers, delete: canEditOffers },
  // Drafts with autosave (drafts.ts): the search and the site follow what is published.
  versions: collectionDrafts.versions,
  defaultSort: '-datePosted',
  hooks: {
    beforeOperation: collectionDrafts.beforeOperation,
    beforeChange: [storeSearchText],
    // The assistant knows the offers' titles (assistant/invalidate.ts).
    afterChange: [keepSearchInStep, forgetModelsAfterChange],
    afterDelete: [keepSearchInStepAfterDelete, forgetModelsAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    localizedSlugField(),
    {
      type: 'row',
      fields: [
        { name: 'expertise', type: 'relationship', relationTo: 'expertises', required: true },
        {
          name: 'subsidiaries',
          type: 'relationship',
          relationTo: 'subsidiaries',
          hasMany: true,
          required: true,
          minRows: 1,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'contractType',
          type: 'select',
          required: true,
          defaultValue: 'cdi',
          options: option(CONTRACT_TYPES, {
            cdi: 'Permanent (CDI)',
            cdd: 'Fixed-term (CDD)',
            freelance: 'Freelance',
            internship: 'Internship',
            apprenticeship: 'Apprenticeship',
          }),
        },
        {
          name: 'remotePolicy',
          type: 'select',
          required: true,
          defaultValue: 'hybrid',
          options: option(REMOTE_POLICIES, { 'on-site': 'On site', hybrid: 'Hybrid', remote: 'Remote' }),
        },
        {
          name: 'experienceLevel',
          type: 'select',
          required: true,
          defaultValue: 'confirmed',
          options: option(EXPERIENCE_LEVELS, {
            junior: 'Junior',
            confirmed: 'Confirmed',
            senior: 'Senior',
            expert: 'Expert',
          }),
        },
      ],
    },
    {
      name: 'salary',
      type: 'group',
      admin: { description: 'Optional. Shown to search engines; leave the minimum empty to hide it.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', type: 'number', min: 0 },
            { name: 'max', type: 'number', min: 0 },
            {
              name: 'currency',
              type: 'select',
              defaultValue: 'EUR',
              options: SALARY_CURRENCIES.map((value) => ({ label: value, value })),
            },
            {
              name: 'period',
              type: 'select',
              defaultValue: 'year',
              options: option(SALARY_PERIODS, {
                year: 'Per year',
                month: 'Per month',
                day: 'Per day',
                hour: 'Per hour',
              }),
            },
          ],
        },
      ],
    },
    offerRichText('description', true),
    offerRichText('missions'),
    offerRichText('profile'),
    offerRichText('benefits'),
    {
      name: 'managers',
      type: 'relationship',
      relationTo: 'managers',
      hasMany: true,
      admin: { description: 'The recruiter profiles a candidate can choose on the offer page.' },
    },
    {
      name: 'technologies',
      type: 'array',
      admin: { description: 'Each opens the skills test for that technology on the offer page.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            {
              name: 'slug',
              type: 'text',
              required: true,
              validate: (v: unknown) => (isSlug(v) ? true : SLUG_MESSAGE),
            },
            { name: 'technologyId', type: 'text', required: true },
            { name: 'subTechnologyId', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'related',
      type: 'relationship',
      relationTo: 'offers',
      hasMany: true,
      maxRows: 3,
      admin: { description: 'Empty: offers of the same expertise and subsidiary are shown.' },
    },
    knowMoreField(),
    seoField(),
    {
      // The applications to this offer, for recruiters (editors read offers, never applications).
      name: 'applications',
      type: 'join',
      collection: 'applications',
      on: 'offer',
      defaultSort: '-createdAt',
      access: { read: ({ req }) => hasRole(req.user, ...APPLICATION_READERS) },
    },
    datePostedField('The offer appears on the site from this date: a later date schedules it.'),
    {
      name: 'validThrough',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'After this date the offer leaves the site. Empty: open until unpublished.',
      },
    },
    // What the search reads, per language (search-hooks.ts); not for editors.
    { name: 'searchTitle', type: 'textarea', localized: true, hidden: true },
    { name: 'searchBody', type: 'textarea', localized: true, hidden: true },
  ],
};

import type { CollectionConfig } from 'payload';
import { LOCALES } from '@dav/contract';
import { APPLICATION_READERS, canReadApplications, hasRole, isAdmin, nobody } from '../../access/roles';
import { forgetSubmissionKeys } from '../submission-keys';

/**
 * Each skills-test request of the offer pages (docs/product.md#skills-test): who asked, for which
 * technology, which provider answered and with which link. Written by the appskills route only;
 * recruiters see them beside the candidate's applications. Each is erased on its own clock, like
 * an application (docs/product.md#candidates-data).
 */
export const SkillTestRequests: CollectionConfig = {
  slug: 'skill-test-requests',
  labels: { singular: 'Skills test', plural: 'Skills tests' },
  admin: {
    group: 'Recruitment',
    defaultColumns: ['candidate', 'technology', 'provider', 'url', 'createdAt'],
    hidden: ({ user }) => !hasRole(user, ...APPLICATION_READERS),
  },
  access: { read: canReadApplications, create: nobody, update: nobody, delete: isAdmin },
  // No lastActivityAt: a test request never moves a candidate's (last-activity.ts says why).
  hooks: { afterDelete: [forgetSubmissionKeys] },
  fields: [
    {
      name: 'candidate',
      type: 'relationship',
      relationTo: 'candidates',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'technology', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'technologyId', type: 'text', admin: { readOnly: true } },
    { name: 'subTechnologyId', type: 'text', admin: { readOnly: true } },
    {
      name: 'provider',
      type: 'select',
      required: true,
      options: [
        { label: 'Built-in', value: 'built-in' },
        { label: 'External platform', value: 'http' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'url',
      type: 'text',
      admin: {
        readOnly: true,
        description: 'The test link given to the candidate; empty when none could be given.',
      },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALES.map((code) => ({ label: code, value: code })),
      admin: { readOnly: true },
    },
  ],
};

import crypto from 'node:crypto';
import type { CollectionBeforeChangeHook, CollectionConfig, Field, FieldAccess } from 'payload';
import { LOCALES } from '@dav/contract';
import { APPLICATION_READERS, canReadApplications, hasRole, isAdmin, nobody } from '../../access/roles';
import { forgetSubmissionKeys } from '../submission-keys';
import { deleteFilesAfterCommit } from '../../files/delete-files';
import { lastActivityAfterChange, lastActivityAfterDelete } from './last-activity';

/*
 * Candidates and their applications (docs/product.md#applications). Only the /wp-json
 * handlers create them (local API); recruiters and admins read them and work an application's
 * status and notes. What a candidate sent is plain text or JSON, never rendered as HTML.
 */

const GROUP = 'Recruitment';

export const APPLICATION_STATUSES = ['new', 'in-review', 'interview', 'offer', 'hired', 'rejected'] as const;
export const APPLICATION_KINDS = ['job', 'spontaneous'] as const;

/** The statuses a recruiter moves an application through (labels translated in i18n/texts/options.ts). */
export const STATUS_OPTIONS = [
  { label: 'New', value: 'new' },
  { label: 'In review', value: 'in-review' },
  { label: 'Interview', value: 'interview' },
  { label: 'Offer', value: 'offer' },
  { label: 'Hired', value: 'hired' },
  { label: 'Rejected', value: 'rejected' },
] satisfies { label: string; value: (typeof APPLICATION_STATUSES)[number] }[];

const readOnly = { readOnly: true } as const;
/** What the candidate sent: shown, never changed (not even through the API). */
const asSent = { update: () => false, create: () => false };
const staffOnly = ({ user }: { user: unknown }) => !hasRole(user, ...APPLICATION_READERS);
const readersOnly: FieldAccess = ({ req }) => hasRole(req.user, ...APPLICATION_READERS);

/** One person, known by their normalised e-mail address (`candidateKey` of @dav/rules). */
export const Candidates: CollectionConfig = {
  slug: 'candidates',
  labels: { singular: 'Candidate', plural: 'Candidates' },
  admin: {
    group: GROUP,
    useAsTitle: 'email',
    defaultColumns: ['email', 'lastname', 'firstname', 'lastActivityAt'],
    hidden: staffOnly,
  },
  access: { read: canReadApplications, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, admin: readOnly },
    { name: 'lastname', type: 'text', admin: readOnly },
    { name: 'firstname', type: 'text', admin: readOnly },
    { name: 'phone', type: 'text', admin: readOnly },
    {
      name: 'lastActivityAt',
      type: 'date',
      required: true,
      index: true,
      admin: {
        ...readOnly,
        description:
          'The date of their newest application or skills test, for information: each is erased on its own clock, and the candidate once none is left.',
      },
    },
    {
      // The secret half of the withdraw link of their receipts (submissions/withdrawal.ts): never
      // read through the API, replaced when the candidate is erased.
      name: 'withdrawKey',
      type: 'text',
      defaultValue: () => crypto.randomBytes(18).toString('base64url'),
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'applications',
      type: 'join',
      collection: 'applications',
      on: 'candidate',
      defaultSort: '-createdAt',
      access: { read: readersOnly },
    },
    {
      name: 'skillTests',
      type: 'join',
      collection: 'skill-test-requests',
      on: 'candidate',
      defaultSort: '-createdAt',
      access: { read: readersOnly },
    },
  ],
};

/**
 * The day a decision was taken: set when the status becomes "rejected", cleared when it leaves it.
 * Runs after field access (beforeValidate of the fields strips `decidedAt` from the request and
 * puts the stored value back), so the date it sets is kept and nothing else sets one.
 */
const stampDecision: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.status === undefined || data.status === originalDoc?.status) return data;
  return { ...data, decidedAt: data.status === 'rejected' ? new Date().toISOString() : null };
};

const workFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: STATUS_OPTIONS,
    admin: { position: 'sidebar' },
  },
  {
    // The same candidate's other applications and skills tests (admin/candidate-history.tsx).
    name: 'candidateHistory',
    type: 'ui',
    admin: { components: { Field: '/admin/candidate-history#CandidateHistory' } },
  },
  {
    name: 'notes',
    type: 'textarea',
    admin: { description: 'Internal: never shown to the candidate.' },
  },
  {
    // Only stampDecision writes it (a collection hook, which Payload 3.90 runs after field access
    // has dropped whatever a request sent): a date written through the API would set the erasure.
    name: 'decidedAt',
    type: 'date',
    index: true,
    access: { create: () => false, update: () => false },
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'When it was rejected: the application and its CV are erased a set time after.',
    },
  },
];

/** A job application (to an offer) or a spontaneous one. */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: 'Application', plural: 'Applications' },
  admin: {
    group: GROUP,
    defaultColumns: ['candidate', 'kind', 'offer', 'subsidiary', 'status', 'createdAt'],
    hidden: staffOnly,
  },
  hooks: {
    beforeChange: [stampDecision],
    afterChange: [lastActivityAfterChange],
    // Its CV goes with it, once the deletion is committed (submissions/delete-files.ts).
    afterDelete: [lastActivityAfterDelete, deleteFilesAfterCommit, forgetSubmissionKeys],
  },
  access: {
    read: canReadApplications,
    create: nobody,
    // Recruiters work the status and notes; what the candidate sent stays as sent (read-only fields).
    update: canReadApplications,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Job application', value: 'job' },
        { label: 'Spontaneous application', value: 'spontaneous' },
      ],
      admin: readOnly,
      access: asSent,
    },
    {
      name: 'candidate',
      type: 'relationship',
      relationTo: 'candidates',
      required: true,
      index: true,
      admin: readOnly,
      access: asSent,
    },
    {
      name: 'offer',
      type: 'relationship',
      relationTo: 'offers',
      index: true,
      admin: readOnly,
      access: asSent,
    },
    { name: 'manager', type: 'relationship', relationTo: 'managers', admin: readOnly, access: asSent },
    {
      name: 'subsidiary',
      type: 'relationship',
      relationTo: 'subsidiaries',
      index: true,
      admin: readOnly,
      access: asSent,
    },
    ...workFields,
    {
      name: 'values',
      type: 'json',
      required: true,
      admin: { readOnly: true, description: 'The visible fields as sent (plain text, never interpreted).' },
      access: asSent,
    },
    {
      name: 'files',
      type: 'relationship',
      relationTo: 'submission-files',
      hasMany: true,
      admin: readOnly,
      access: asSent,
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALES.map((code) => ({ label: code, value: code })),
      admin: readOnly,
      access: asSent,
    },
  ],
};

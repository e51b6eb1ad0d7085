import type { Access, CollectionConfig, Field, Where } from 'payload';
import { LOCALES } from '@dav/contract';
import {
  canReadContactRequests,
  canReadCoworkingRequests,
  CONTACT_READERS,
  COWORKING_READERS,
  CV_READERS,
  hasRole,
  isAdmin,
  isCompliance,
  nobody,
} from '../../access/roles';
import { privateFilesDir } from '../../env';
import { logReportFileDownload, reportAccessHooks, reportFileAccessHooks } from './access-log';
import { deleteFilesAfterCommit } from '../../files/delete-files';
import { SUBMISSION_FILE_KINDS, type SubmissionFileKind } from '../../files/file-kinds';
import { deleteSubmissionFile } from './file-access';
import { REPORT_CASE_FIELDS, stampReportCase } from './report-case';
import { deleteReportMessages } from './report-messages';
import { reporterField } from './reporter';
import { forgetSubmissionKeys } from '../submission-keys';

/** What a visitor sent: shown, never changed (not even through the API). */
const asSent = { create: () => false, update: () => false };

/*
 * What visitors send (docs/architecture.md#forms-and-submissions). Nothing here is ever rendered as
 * HTML: every field is plain text, a select or JSON (no rich text, no custom components), and
 * records are read-only in the admin. Only the /wp-json handlers write them, through the local API.
 */

const GROUP = 'Submissions';

const locale: Field = {
  name: 'locale',
  type: 'select',
  required: true,
  options: LOCALES.map((code) => ({ label: code, value: code })),
  admin: { readOnly: true },
};

const values: Field = {
  name: 'values',
  type: 'json',
  required: true,
  admin: { readOnly: true, description: 'The visible fields as sent (plain text, never interpreted).' },
};

const files: Field = {
  name: 'files',
  type: 'relationship',
  relationTo: 'submission-files',
  hasMany: true,
  admin: { readOnly: true },
};

const ipAndAgent: Field[] = [
  { name: 'ip', type: 'text', admin: { readOnly: true } },
  { name: 'userAgent', type: 'text', admin: { readOnly: true } },
];

export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: { singular: 'Contact request', plural: 'Contact requests' },
  // Its files go with it, once the deletion is committed (delete-files.ts).
  hooks: { afterDelete: [deleteFilesAfterCommit, forgetSubmissionKeys] },
  admin: {
    group: GROUP,
    useAsTitle: 'youare',
    defaultColumns: ['youare', 'locale', 'createdAt'],
    hidden: ({ user }) => !hasRole(user, ...CONTACT_READERS),
  },
  access: { read: canReadContactRequests, create: nobody, update: nobody, delete: isAdmin },
  fields: [{ name: 'youare', type: 'text', admin: { readOnly: true } }, values, files, locale, ...ipAndAgent],
};

/** youare = snowden. No IP and no user agent are kept, so reports may stay anonymous. */
export const WhistleblowingReports: CollectionConfig = {
  slug: 'whistleblowing-reports',
  labels: { singular: 'Whistleblowing report', plural: 'Whistleblowing reports' },
  admin: {
    group: GROUP,
    defaultColumns: ['deadline', 'status', 'reporter', 'subsidiary', 'locale', 'createdAt'],
    description:
      'Readable by the compliance role only (not even admins). Overdue first: acknowledge within 7 days, give feedback within 3 months.',
    hidden: ({ user }) => !hasRole(user, 'compliance'),
  },
  // Compliance works the case (status); what the reporter sent stays as sent (read-only fields).
  access: { read: isCompliance, create: nobody, update: isCompliance, delete: isCompliance },
  hooks: {
    // Every read, change and deletion by staff is logged (report-access-log).
    ...reportAccessHooks,
    beforeChange: [...reportAccessHooks.beforeChange, stampReportCase],
    // Its conversation first, then its files once the deletion is committed (delete-files.ts).
    beforeDelete: [...reportAccessHooks.beforeDelete, deleteReportMessages],
    afterDelete: [...reportAccessHooks.afterDelete, deleteFilesAfterCommit, forgetSubmissionKeys],
  },
  defaultSort: 'dueOrder',
  fields: [
    reporterField,
    { name: 'subsidiary', type: 'text', admin: { readOnly: true }, access: asSent },
    { ...values, access: asSent },
    { ...files, access: asSent },
    { ...locale, access: asSent },
    ...REPORT_CASE_FIELDS,
  ],
};

export const CoworkingRequests: CollectionConfig = {
  slug: 'coworking-requests',
  labels: { singular: 'Coworking request', plural: 'Coworking requests' },
  // Its files go with it, once the deletion is committed (delete-files.ts).
  hooks: { afterDelete: [deleteFilesAfterCommit, forgetSubmissionKeys] },
  admin: {
    group: GROUP,
    defaultColumns: ['locale', 'createdAt'],
    hidden: ({ user }) => !hasRole(user, ...COWORKING_READERS),
  },
  access: { read: canReadCoworkingRequests, create: nobody, update: nobody, delete: isAdmin },
  fields: [values, locale, ...ipAndAgent],
};

/** Day-at-DAV bookings (docs/product.md#a-day-at-dav): the form's values and the basket, read like coworking requests. */
export const DayRequests: CollectionConfig = {
  slug: 'day-requests',
  labels: { singular: 'Day-at-DAV request', plural: 'Day-at-DAV requests' },
  // Its files go with it, once the deletion is committed (delete-files.ts).
  hooks: { afterDelete: [deleteFilesAfterCommit, forgetSubmissionKeys] },
  admin: {
    group: GROUP,
    defaultColumns: ['locale', 'createdAt'],
    hidden: ({ user }) => !hasRole(user, ...COWORKING_READERS),
  },
  access: { read: canReadCoworkingRequests, create: nobody, update: nobody, delete: isAdmin },
  fields: [values, locale, ...ipAndAgent],
};

/** A file is readable by whoever may read the submission it came with. */
const readSubmissionFile: Access = ({ req }) => {
  const kinds: SubmissionFileKind[] = [];
  if (hasRole(req.user, ...CV_READERS)) kinds.push('contact', 'application');
  if (hasRole(req.user, ...COWORKING_READERS)) kinds.push('coworking');
  if (hasRole(req.user, 'compliance')) kinds.push('whistleblowing');
  if (kinds.length === 0) return false;
  return { kind: { in: kinds } } satisfies Where;
};

/**
 * CVs and other files of submissions: on disk under `$CMS_DATA_DIR/private-files` (never a
 * public folder), or under `private/` in the S3 bucket (storage/s3-plugin.ts), under random
 * names, served only through Payload's access-checked route.
 */
export const SubmissionFiles: CollectionConfig = {
  slug: 'submission-files',
  labels: { singular: 'Submission file', plural: 'Submission files' },
  admin: {
    group: GROUP,
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'kind', 'createdAt'],
    hidden: ({ user }) => !hasRole(user, 'admin', 'recruiter', 'compliance'),
  },
  // A report's files: deleted by the compliance role only (file-access.ts).
  access: { read: readSubmissionFile, create: nobody, update: nobody, delete: deleteSubmissionFile },
  // A report file's reads, downloads, changes and deletions are logged (report-access-log); its
  // kind is always read, even under a `select` that leaves it out, so no read goes unlogged.
  hooks: reportFileAccessHooks,
  forceSelect: { kind: true },
  upload: {
    staticDir: privateFilesDir(),
    crop: false,
    focalPoint: false,
    disableLocalStorage: false,
    handlers: [logReportFileDownload],
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: SUBMISSION_FILE_KINDS.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    },
    {
      name: 'originalName',
      type: 'text',
      admin: { readOnly: true, description: 'The name the visitor gave the file.' },
    },
  ],
};

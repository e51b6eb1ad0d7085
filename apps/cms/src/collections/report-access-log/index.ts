import type { CollectionConfig } from 'payload';
import { hasRole, isCompliance, nobody } from '../../access/roles';
import { REPORT_ACCESS_LOG_DESCRIPTION } from '../../i18n/texts/entities';

export const REPORT_ACCESS_LOG = 'report-access-log';

export const REPORT_ACCESS_ACTIONS = ['read', 'download', 'update', 'delete'] as const;
export type ReportAccessAction = (typeof REPORT_ACCESS_ACTIONS)[number];

const ACTION_LABELS: Record<ReportAccessAction, string> = {
  read: 'Read',
  download: 'Download',
  update: 'Change',
  delete: 'Deletion',
};

/*
 * Who read, downloaded, changed or deleted a whistleblowing report or one of its files
 * (issue 18, finding 3; docs/architecture.md#staff-and-the-admin). Written only by the hooks of
 * collections/submissions/access-log.ts, through the local API with overrideAccess; through the
 * API the compliance role reads it and nobody, admins included, creates, changes or deletes an
 * entry. Ids are kept as plain numbers, not relations: an entry must outlive the report or file
 * it names (a relation would be emptied by the deletion it records), and the user's e-mail is
 * kept beside the relation for the same reason.
 */
export const ReportAccessLog: CollectionConfig = {
  slug: REPORT_ACCESS_LOG,
  labels: { singular: 'Report access', plural: 'Report access log' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'report', 'file', 'address'],
    description: REPORT_ACCESS_LOG_DESCRIPTION,
    hidden: ({ user }) => !hasRole(user, 'compliance'),
  },
  access: { read: isCompliance, create: nobody, update: nobody, delete: nobody },
  // Nobody edits an entry, so nobody locks one (and the locks' relation does not grow a column).
  lockDocuments: false,
  defaultSort: '-createdAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    { name: 'userEmail', type: 'text', admin: { readOnly: true } },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: REPORT_ACCESS_ACTIONS.map((value) => ({ label: ACTION_LABELS[value], value })),
      admin: { readOnly: true },
    },
    { name: 'report', type: 'number', index: true, admin: { readOnly: true } },
    { name: 'file', type: 'number', index: true, admin: { readOnly: true } },
    { name: 'address', type: 'text', admin: { readOnly: true } },
  ],
};

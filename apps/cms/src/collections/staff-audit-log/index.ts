import type { Access, CollectionConfig, Where } from 'payload';
import { hasRole, nobody } from '../../access/roles';
import { STAFF_AUDIT_LOG_DESCRIPTION } from '../../i18n/texts/entities';

export const STAFF_AUDIT_LOG = 'staff-audit-log';

export const STAFF_CHANGES = [
  'created',
  'email',
  'password',
  'roles',
  'disabled',
  'enabled',
  'deleted',
] as const;
export type StaffChange = (typeof STAFF_CHANGES)[number];

const CHANGE_LABELS: Record<StaffChange, string> = {
  created: 'Account created',
  email: 'E-mail changed',
  password: 'Password changed',
  roles: 'Roles changed',
  disabled: 'Account disabled',
  enabled: 'Account enabled again',
  deleted: 'Account deleted',
};

/** Admins read every entry; compliance those about an account that held the role, before or after. */
const readStaffAuditLog: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true;
  if (hasRole(req.user, 'compliance')) return { complianceAccount: { equals: true } } satisfies Where;
  return false;
};

/*
 * Every change of a staff account's e-mail, password, roles or state, who made it and when
 * (issue 30, finding 2; docs/product.md#staff). Written only by the users collection's hooks
 * (collections/users/hooks/record-account-change.ts) through the local API; through the API
 * nobody, admins included, creates, changes or deletes an entry. Never a password or a hash:
 * a password change is recorded as such, nothing of it. Accounts are kept by id and e-mail, not
 * as a relation, so that an entry outlives the account it names.
 */
export const StaffAuditLog: CollectionConfig = {
  slug: STAFF_AUDIT_LOG,
  labels: { singular: 'Staff account change', plural: 'Staff audit log' },
  admin: {
    group: 'Administration',
    useAsTitle: 'change',
    defaultColumns: ['createdAt', 'actorEmail', 'accountEmail', 'change', 'before', 'after'],
    description: STAFF_AUDIT_LOG_DESCRIPTION,
    hidden: ({ user }) => !hasRole(user, 'admin', 'compliance'),
  },
  access: { read: readStaffAuditLog, create: nobody, update: nobody, delete: nobody },
  // Nobody edits an entry, so nobody locks one (and the locks' relation does not grow a column).
  lockDocuments: false,
  defaultSort: '-createdAt',
  fields: [
    { name: 'actor', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    { name: 'actorEmail', type: 'text', admin: { readOnly: true } },
    { name: 'account', type: 'number', index: true, admin: { readOnly: true } },
    { name: 'accountEmail', type: 'text', admin: { readOnly: true } },
    {
      name: 'change',
      type: 'select',
      required: true,
      options: STAFF_CHANGES.map((value) => ({ label: CHANGE_LABELS[value], value })),
      admin: { readOnly: true },
    },
    { name: 'before', type: 'text', admin: { readOnly: true } },
    { name: 'after', type: 'text', admin: { readOnly: true } },
    { name: 'complianceAccount', type: 'checkbox', index: true, admin: { readOnly: true } },
  ],
};

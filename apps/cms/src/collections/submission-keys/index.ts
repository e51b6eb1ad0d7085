import type { Access, CollectionAfterDeleteHook, CollectionConfig, Where } from 'payload';
import { hasRole, nobody } from '../../access/roles';
import { SUBMISSION_KEYS_DESCRIPTION } from '../../i18n/texts/entities';
import { SUBMISSION_KEYS } from '../../intake/idempotency';

/** Collections whose keys admins do not read: a report's existence is the compliance team's alone. */
const COMPLIANCE_ONLY = ['whistleblowing-reports', 'report-messages'];

/** Admins, for the operator's checks (one document per key); never a report's key. */
const readKeys: Access = ({ req }) =>
  hasRole(req.user, 'admin') ? ({ collection: { not_in: COMPLIANCE_ONLY } } satisfies Where) : false;

/*
 * The idempotency keys of stored visitor submissions (docs/architecture.md#idempotent-submissions,
 * src/submissions/idempotency.ts): one row per key and endpoint, written in the transaction that
 * stores the submission, so two posts with one key store one document even from two CMS instances
 * (the unique index decides). The key itself is not kept: its hash is (`key`), with a keyed hash of
 * what was sent (`fingerprint`), the document stored and the answer given (a report's receipt
 * sealed with the key the reporter's browser holds). Rows leave after 24 to 48 hours (the nightly
 * retention job), or with their document.
 */
export const SubmissionKeys: CollectionConfig = {
  slug: SUBMISSION_KEYS,
  labels: { singular: 'Submission key', plural: 'Submission keys' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'scope',
    defaultColumns: ['scope', 'collection', 'document', 'createdAt'],
    description: SUBMISSION_KEYS_DESCRIPTION,
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  access: { read: readKeys, create: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  defaultSort: '-createdAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'scope', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'fingerprint', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'collection', type: 'text', admin: { readOnly: true } },
    { name: 'document', type: 'number', index: true, admin: { readOnly: true } },
    { name: 'answer', type: 'json', admin: { readOnly: true } },
  ],
};

/** A stored submission's keys go with it (in the deletion's transaction). */
export const forgetSubmissionKeys: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.delete({
    collection: SUBMISSION_KEYS,
    where: { and: [{ collection: { equals: collection.slug } }, { document: { equals: Number(id) } }] },
    depth: 0,
    req,
  });
};

import { withJsonQueriesRefused } from '../lib/json-queries';
import { COLLECTION_LABELS, GROUP_LABELS, OUTGOING_MAIL_DESCRIPTION } from '../i18n/texts/entities';
import type { Access, Field, FieldHook, JobsConfig, Where } from 'payload';
import { hasRole } from '../access/roles';
import { translateFields } from '../i18n/translate-config';
import type { OutgoingMail } from '../mail/compose';
import { RETENTION_QUEUE, retentionTask } from '../retention/retention';
import { COMPLIANCE_MAIL_QUEUE, MAIL_QUEUE } from '../mail/queues';
import { sendMailTask } from '../mail/send-mail-task';

const readOutgoingMail: Access = ({ req }) => {
  const queues: string[] = [];
  if (hasRole(req.user, 'admin')) queues.push(MAIL_QUEUE);
  if (hasRole(req.user, 'compliance')) queues.push(COMPLIANCE_MAIL_QUEUE);
  if (queues.length === 0) return false;
  return { queue: { in: queues } } satisfies Where;
};

/**
 * The mail of a job as plain fields, read from its input (virtual: nothing stored twice), so
 * the admin lists recipients and subjects and shows the text without opening a JSON editor.
 */
const fromInput =
  (key: keyof OutgoingMail): FieldHook =>
  ({ siblingData }) =>
    (siblingData?.input as Partial<OutgoingMail> | undefined)?.[key] ?? null;

const MAIL_FIELDS: Field[] = [
  {
    name: 'to',
    type: 'text',
    virtual: true,
    admin: { readOnly: true },
    hooks: { afterRead: [fromInput('to')] },
  },
  {
    name: 'subject',
    type: 'text',
    virtual: true,
    admin: { readOnly: true },
    hooks: { afterRead: [fromInput('subject')] },
  },
  {
    name: 'body',
    type: 'textarea',
    virtual: true,
    admin: { readOnly: true },
    hooks: { afterRead: [fromInput('text')] },
  },
];

/**
 * Payload's jobs queue, for the notification e-mails. Jobs are queued by the submission handler
 * and run by this process's runner (runner.ts) only: nobody queues or runs them over HTTP.
 * The `payload-jobs` collection shows in the admin as "Outgoing mails", read-only.
 */
export const jobs: JobsConfig = {
  tasks: [sendMailTask, retentionTask],
  // The retention queue only (docs/product.md#candidates-data): Payload's cron queues the nightly
  // job from its schedule and runs it. The mail queues have their own runner (runner.ts).
  autoRun: [{ cron: '*/5 * * * *', queue: RETENTION_QUEUE, limit: 1 }],
  // Payload deletes a job once done by default; kept, it is the admin's record of what was sent.
  deleteJobOnComplete: false,
  access: { queue: () => false, run: () => false, cancel: () => false },
  // A query on its JSON input answers 400, as on the submissions (lib/json-queries.ts).
  jobsCollectionOverrides: ({ defaultJobsCollection }) =>
    withJsonQueriesRefused({
      ...defaultJobsCollection,
      labels: COLLECTION_LABELS['payload-jobs'],
      admin: {
        ...defaultJobsCollection.admin,
        group: GROUP_LABELS.Submissions,
        hidden: ({ user }) => !hasRole(user, 'admin', 'compliance'),
        defaultColumns: ['to', 'subject', 'totalTried', 'waitUntil', 'completedAt', 'hasError', 'createdAt'],
        description: OUTGOING_MAIL_DESCRIPTION,
      },
      access: { ...defaultJobsCollection.access, read: readOutgoingMail },
      fields: [...translateFields(MAIL_FIELDS, 'payload-jobs'), ...defaultJobsCollection.fields],
    }),
};

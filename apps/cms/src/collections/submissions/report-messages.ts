import type {
  CollectionAfterChangeHook,
  CollectionAfterReadHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
} from 'payload';
import { onCommit } from '../../lib/after-commit';
import { relationId, relationIds } from '../../lib/relation-id';
import { recordReportAccess } from '../report-access-log/record';
import { logReportSearch, MATCHES_READ } from './report-search-log';
import { forgetSubmissionKeys } from '../submission-keys';
import { FILE_KIND } from '../../files/file-kinds';
import { hasRole, isCompliance, nobody } from '../../access/roles';

/*
 * The conversation of a whistleblowing report (docs/product.md#whistleblowing-follow-up). The
 * compliance team writes in the admin; the reporter answers from the site's follow-up page, with
 * their receipt code (whistleblowing/follow-up.ts, local API). The reporter's side shows only
 * "the compliance team", never `author`. A message is a record: nobody edits it afterwards.
 */

/** Who wrote it: a staff member in the admin is always the compliance team, named for staff only. */
const stampAuthor: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  if (req.user && hasRole(req.user, 'compliance'))
    return { ...data, from: 'compliance', author: req.user.id, files: [] };
  return data;
};

/** The team's first message acknowledges a report still waiting for it (its 7-day deadline). */
const acknowledgeReport: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.from !== 'compliance') return doc;
  const id = typeof doc.report === 'object' ? doc.report.id : doc.report;
  const report = await req.payload.findByID({ collection: 'whistleblowing-reports', id, depth: 0, req });
  if (report.status === 'received')
    await req.payload.update({
      collection: 'whistleblowing-reports',
      id,
      data: { status: 'acknowledged' },
      depth: 0,
      req,
    });
  return doc;
};

/**
 * A report goes with its conversation (in the deletion's transaction) and the files the reporter
 * sent with it (once committed), so nothing of it is left behind.
 */
export const deleteReportMessages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'report-messages',
    where: { report: { equals: id } },
    depth: 0,
    pagination: false,
    select: { files: true },
    req,
  });
  if (docs.length === 0) return;
  const files = docs.flatMap((message) => relationIds(message.files));
  await req.payload.delete({ collection: 'report-messages', where: { report: { equals: id } }, req });
  // As a submission's own files (delete-files.ts): Payload unlinks an upload's file before the
  // commit, so the rows go once the deletion has committed; a crash in between leaves orphans
  // for the nightly sweep.
  if (files.length > 0)
    await onCommit(req, async () => {
      await req.payload.delete({
        collection: 'submission-files',
        // A report's own kind only (delete-files.ts says why).
        where: { and: [{ id: { in: files } }, { kind: { equals: FILE_KIND['whistleblowing-reports'] } }] },
        depth: 0,
      });
    });
};

/** A message is the report's content: a staff member reading it reads the report (access log). */
const logMessageRead: CollectionAfterReadHook = async ({ context, doc, req }) => {
  // A search's matches are logged by the search, with its request's address (report-search-log.ts).
  if (context[MATCHES_READ]) return doc;
  const report = relationId(doc.report);
  if (report !== null) await recordReportAccess(req, { action: 'read', report });
  return doc;
};

export const ReportMessages: CollectionConfig = {
  slug: 'report-messages',
  labels: { singular: 'Report message', plural: 'Report messages' },
  admin: {
    group: 'Submissions',
    defaultColumns: ['report', 'from', 'createdAt'],
    description: 'Messages between the compliance team and reporters. Readable by the compliance role only.',
    hidden: ({ user }) => !hasRole(user, 'compliance'),
  },
  access: { read: isCompliance, create: isCompliance, update: nobody, delete: isCompliance },
  hooks: {
    beforeChange: [stampAuthor],
    afterChange: [acknowledgeReport],
    beforeOperation: [logReportSearch],
    afterRead: [logMessageRead],
    afterDelete: [forgetSubmissionKeys],
  },
  fields: [
    {
      name: 'report',
      type: 'relationship',
      relationTo: 'whistleblowing-reports',
      required: true,
      index: true,
    },
    {
      name: 'from',
      type: 'select',
      required: true,
      defaultValue: 'compliance',
      options: [
        { label: 'Compliance team', value: 'compliance' },
        { label: 'Reporter', value: 'reporter' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: 10_000,
      admin: {
        description: 'Plain text. The reporter reads it on the follow-up page, signed "the compliance team".',
      },
    },
    {
      name: 'files',
      type: 'relationship',
      relationTo: 'submission-files',
      hasMany: true,
      admin: { readOnly: true, description: 'Files the reporter sent with this message.' },
    },
    {
      // Staff only: the follow-up page never shows it.
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
  ],
};

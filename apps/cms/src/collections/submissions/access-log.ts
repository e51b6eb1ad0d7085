import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterReadHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionSlug,
  PayloadRequest,
  TypeWithID,
  UploadConfig,
} from 'payload';
import { recordReportAccess, type ReportAccess } from '../report-access-log/record';
import { REPORT_FILE_KIND } from './file-access';
import { logReportSearch, MATCHES_READ } from './report-search-log';

/*
 * The hooks that write the report access log (collections/report-access-log): every read,
 * download, change and deletion of a whistleblowing report or of a report's file by a staff
 * member. Registered on WhistleblowingReports and SubmissionFiles (./index.ts).
 */

type Target = 'report' | 'file';
type UploadHandler = NonNullable<UploadConfig['handlers']>[number];

/**
 * Documents this request is changing or deleting: Payload runs the afterRead hooks on them too
 * (operations/delete.js and update.js read the document back), and that is logged as the
 * change or deletion itself, not as a read.
 */
const writing = new WeakMap<object, Set<string>>();
const mark = (req: PayloadRequest, target: Target, id: number | string) => {
  const set = writing.get(req) ?? new Set<string>();
  set.add(`${target}:${id}`);
  writing.set(req, set);
};
const isWriting = (req: PayloadRequest, target: Target, id: number | string) =>
  writing.get(req)?.has(`${target}:${id}`) ?? false;

const entry = (target: Target, action: ReportAccess['action'], id: number | string): ReportAccess =>
  target === 'report' ? { action, report: Number(id) } : { action, file: Number(id) };

const isReportFile = (doc: unknown) => (doc as { kind?: unknown } | null)?.kind === REPORT_FILE_KIND;

function hooksFor(target: Target, applies: (doc: unknown) => boolean) {
  const afterRead: CollectionAfterReadHook = async ({ context, doc, req }) => {
    const id = (doc as TypeWithID).id;
    // A search's matches are logged by the search, with its request's address (report-search-log.ts).
    if (context[MATCHES_READ]) return doc;
    if (applies(doc) && !isWriting(req, target, id)) await recordReportAccess(req, entry(target, 'read', id));
    return doc;
  };
  const beforeDelete: CollectionBeforeDeleteHook = ({ id, req }) => mark(req, target, id);
  const beforeChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
    if (operation === 'update' && originalDoc) mark(req, target, (originalDoc as TypeWithID).id);
    return data;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
    if (applies(doc)) await recordReportAccess(req, entry(target, 'delete', id));
    return doc;
  };
  const afterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
    if (operation === 'update' && applies(doc))
      await recordReportAccess(req, entry(target, 'update', doc.id));
    return doc;
  };
  return {
    beforeOperation: [logReportSearch],
    afterRead: [afterRead],
    beforeDelete: [beforeDelete],
    beforeChange: [beforeChange],
    afterDelete: [afterDelete],
    afterChange: [afterChange],
  };
}

/** On whistleblowing-reports: every report. */
export const reportAccessHooks = hooksFor('report', () => true);

/** On submission-files: the files of reports only (kind is always selected: see forceSelect). */
export const reportFileAccessHooks = hooksFor('file', isReportFile);

/**
 * A download through /api/submission-files/file/<name>: Payload's getFile endpoint runs the
 * collection's `upload.handlers` after its access check and before it streams the file
 * (payload/dist/uploads/endpoints/getFile.js), with the document the access query found. Returning
 * nothing lets Payload serve the file as usual.
 */
export const logReportFileDownload: UploadHandler = async (req, { doc, params }) => {
  // The document is there whenever read access is a query, as it always is for these files;
  // looked up by name otherwise, so that no download goes unlogged.
  const file =
    doc ??
    (await req.payload.db.findOne({
      collection: params.collection as CollectionSlug,
      req,
      where: { filename: { equals: params.filename } },
    }));
  if (file && isReportFile(file)) await recordReportAccess(req, entry('file', 'download', file.id));
};

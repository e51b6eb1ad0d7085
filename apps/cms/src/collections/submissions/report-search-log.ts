import { Forbidden, type CollectionBeforeOperationHook, type TypeWithID, type Where } from 'payload';
import { relationId } from '../../lib/relation-id';
import { recordReportAccess, type ReportAccess } from '../report-access-log/record';
import { REPORT_FILE_KIND } from './file-access';

/*
 * Counts and searches of report data (issue 30, finding 7). A count, or a list's total, filtered
 * on what a report, its messages or its files say answers "which reports say this?" without
 * showing them: `GET /api/report-messages/count?where[body][like]=…` was a search oracle that
 * left no entry in the report access log. Such a count or list by a staff member is logged as a
 * read of every report (or report file) it matched, the ones a page does not show included.
 * Counting or listing by where a case stands (its status, deadlines, dates: the compliance
 * dashboard's counts) reads nothing a report says, and is not logged. Distinct values of a field
 * (Payload's local findDistinct, no REST route) are refused to staff.
 */

type Slug = 'whistleblowing-reports' | 'report-messages' | 'submission-files';

/** The paths a `where` may name without reading a report's content. */
const CASE_PATHS: Record<Slug, readonly string[]> = {
  'whistleblowing-reports': [
    'id',
    'status',
    'nextDueAt',
    'dueOrder',
    'acknowledgedAt',
    'closedAt',
    'createdAt',
    'updatedAt',
  ],
  'report-messages': ['id', 'report', 'from', 'createdAt', 'updatedAt'],
  'submission-files': ['id', 'kind', 'createdAt', 'updatedAt'],
};

/** What the log needs of each matched document. */
const SELECT: Record<Slug, Record<string, true>> = {
  'whistleblowing-reports': {},
  'report-messages': { report: true },
  'submission-files': { kind: true },
};

/** Set on the matches' own read, so that it neither logs twice nor comes back here. */
export const MATCHES_READ = 'reportSearchMatches';

function pathsOf(where: Where | undefined, into: string[] = []): string[] {
  for (const [key, value] of Object.entries(where ?? {})) {
    if ((key === 'and' || key === 'or') && Array.isArray(value))
      for (const part of value) pathsOf(part, into);
    else into.push(key);
  }
  return into;
}

function entryOf(slug: Slug, doc: TypeWithID & Record<string, unknown>): ReportAccess | null {
  if (slug === 'whistleblowing-reports') return { action: 'read', report: Number(doc.id) };
  if (slug === 'submission-files')
    return doc.kind === REPORT_FILE_KIND ? { action: 'read', file: Number(doc.id) } : null;
  const report = relationId(doc.report);
  return report === null ? null : { action: 'read', report };
}

/** Registered on the three collections of report data (./index.ts) as a `beforeOperation` hook. */
export const logReportSearch: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const slug = collection.slug as Slug;
  if (!req.user || req.context[MATCHES_READ] || !(slug in CASE_PATHS)) return args;
  if (operation === 'readDistinct') throw new Forbidden(req.t);
  // `read` is find and findByID alike; findByID names its id, and its document is logged anyway.
  const search =
    operation === 'count' || (operation === 'read' && (args as { id?: unknown }).id === undefined);
  const where = (args as { where?: Where }).where;
  if (!search || pathsOf(where).every((path) => CASE_PATHS[slug].includes(path))) return args;
  const { docs } = await req.payload.find({
    collection: slug,
    where,
    user: req.user,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    select: SELECT[slug],
    context: { [MATCHES_READ]: true },
    // Only the transaction is handed on (record.ts says why).
    ...(req.transactionID ? { req: { transactionID: req.transactionID } } : {}),
  });
  for (const doc of docs) {
    const entry = entryOf(slug, doc as unknown as TypeWithID & Record<string, unknown>);
    if (entry) await recordReportAccess(req, entry);
  }
  return args;
};

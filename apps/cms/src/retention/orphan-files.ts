import type { Payload } from 'payload';
import { submissionFileIds } from '../files/delete-files';
import { listPrivateFiles, removePrivateFiles } from '../storage/private-files';
import { CHUNK, deleteWhere } from './erase';
import { inTransaction } from '../lib/transaction';

/*
 * Private files that outlived their submission (issue 18, finding 9): a crash between a
 * deletion's commit and its files' (submissions/delete-files.ts), or a process stopped while
 * storing. Swept only when older than a day, so a submission being stored right now, whose file
 * is on disk and whose rows are not committed yet, is never touched.
 */

export const ORPHAN_AFTER_MS = 24 * 3_600_000;

/** The collections whose documents name `submission-files` (in `files`, or as `{ file }` in their values). */
const HOLDERS = [
  'contact-requests',
  'whistleblowing-reports',
  'coworking-requests',
  'day-requests',
  'applications',
  // A reporter's answer on the follow-up page carries its own files.
  'report-messages',
] as const;

async function referencedFiles(payload: Payload): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const collection of HOLDERS) {
    // Coworking and day requests have no `files` field: their values are read instead.
    const select = collection === 'coworking-requests' || collection === 'day-requests' ? 'values' : 'files';
    const { docs } = await payload.find({
      collection,
      depth: 0,
      pagination: false,
      select: { [select]: true },
    });
    for (const doc of docs) for (const id of submissionFileIds(doc)) ids.add(id);
  }
  return ids;
}

/**
 * Deletes the `submission-files` rows older than a day that no submission names (Payload removes
 * their files), then the private files (on disk or S3) older than a day that no row names: also
 * the objects whose deletion failed while S3 was unreachable.
 */
export async function sweepOrphanFiles(
  payload: Payload,
  now: Date,
): Promise<{ rows: number; files: number }> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MS);
  const referenced = await referencedFiles(payload);
  const { docs: old } = await payload.find({
    collection: 'submission-files',
    where: { createdAt: { less_than: before.toISOString() } },
    depth: 0,
    pagination: false,
    select: {},
  });
  const orphans = old.map((row) => row.id).filter((id) => !referenced.has(id));
  for (let i = 0; i < orphans.length; i += CHUNK) {
    const chunk = orphans.slice(i, i + CHUNK);
    await inTransaction(payload, (req) =>
      deleteWhere(payload, req, 'submission-files', { id: { in: chunk } }),
    );
  }

  const { docs: rows } = await payload.find({
    collection: 'submission-files',
    depth: 0,
    pagination: false,
    select: { filename: true },
  });
  const named = new Set(rows.map((row) => row.filename));
  // Storage out of reach: the rows are swept, the files wait for the next run.
  const stored = await listPrivateFiles().catch((error: unknown) => {
    payload.logger.warn({
      err: error,
      msg: 'retention: private files not listed, orphans kept until the next run',
    });
    return [];
  });
  const orphanFiles = stored
    .filter((file) => !named.has(file.filename) && file.modifiedMs < before.getTime())
    .map((file) => file.filename);
  await removePrivateFiles(orphanFiles);
  return { rows: orphans.length, files: orphanFiles.length };
}

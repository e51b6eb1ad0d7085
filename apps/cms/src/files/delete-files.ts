import type { CollectionAfterDeleteHook, CollectionSlug } from 'payload';
import { onCommit } from '../lib/after-commit';
import { relationId, relationIds } from '../lib/relation-id';
import { FILE_KIND, type FileHolder } from './file-kinds';

/*
 * A submission's files go with it (issue 18, finding 9): deleting a contact request, a report, a
 * coworking or day request or an application, by hand or by retention, deletes its
 * `submission-files` rows, and Payload removes each file from disk with its row.
 *
 * Not in the deletion's own transaction: Payload unlinks an upload's file as soon as its row is
 * deleted, before the commit, so a deletion rolled back would keep rows whose files are gone.
 * The rows are deleted once the deletion has committed (lib/after-commit.ts, onCommit); a crash
 * in between leaves orphans, which the nightly job sweeps (retention/orphan-files.ts).
 *
 * Only rows of the submission's own kind: a file deleted by hand stays named in its submission,
 * and SQLite gives a deleted row's id to the next one, which may be another kind's (a report's
 * evidence named by an old contact request would go with it).
 */

/** The `submission-files` a submission names: its `files`, and any `{ file }` among its values. */
export function submissionFileIds(doc: { files?: unknown; values?: unknown }): number[] {
  const inValues =
    doc.values !== null && typeof doc.values === 'object'
      ? Object.values(doc.values).flatMap((value) =>
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? (relationId((value as { file?: unknown }).file) ?? [])
            : [],
        )
      : [];
  return [...new Set([...relationIds(doc.files), ...inValues])];
}

export const deleteFilesAfterCommit: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  const files = submissionFileIds(doc as { files?: unknown; values?: unknown });
  if (files.length === 0) return doc;
  const { payload } = req;
  await onCommit(req, async () => {
    // Payload's drizzle adapters do not report a COMMIT that failed: make sure it is gone.
    const { totalDocs } = await payload.count({
      collection: collection.slug as CollectionSlug,
      where: { id: { equals: id } },
    });
    if (totalDocs > 0) return;
    const kind = FILE_KIND[collection.slug as FileHolder];
    const { errors } = await payload.delete({
      collection: 'submission-files',
      where: { and: [{ id: { in: files } }, { kind: { equals: kind } }] },
      depth: 0,
    });
    if (errors.length > 0)
      throw new Error(`submission-files ${errors.map((e) => `${e.id}: ${e.message}`).join('; ')}`);
  });
  return doc;
};

import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload';
import { relationIds } from '../lib/relation-id';

/*
 * Erasing candidates' data (docs/product.md#candidates-data): the rows and the files on disk.
 * Payload removes an upload's file when its `submission-files` row is deleted.
 */

/** At most this many ids in one `in` query (SQLite and PostgreSQL cap a statement's parameters). */
export const CHUNK = 500;

/**
 * Deletes every document of `collection` matching `where`; how many. Payload's delete by `where`
 * does not throw when one document fails (a hook, a lock): it lists it in `errors` and carries
 * on. Here a failure throws, so the caller's transaction is rolled back rather than half done.
 */
export async function deleteWhere(
  payload: Payload,
  req: PayloadRequest,
  collection: CollectionSlug,
  where: Where,
): Promise<number> {
  const { docs, errors } = await payload.delete({ collection, where, depth: 0, req });
  if (errors.length > 0)
    throw new Error(`[retention] ${collection}: ${errors.map((e) => `${e.id}: ${e.message}`).join('; ')}`);
  return docs.length;
}

/** Deletes the applications matching `where` and their files; how many applications. */
export async function eraseApplications(
  payload: Payload,
  req: PayloadRequest,
  where: Where,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'applications',
    where,
    depth: 0,
    pagination: false,
    select: { files: true },
    req,
  });
  if (docs.length === 0) return 0;
  const files = docs.flatMap((application) => relationIds(application.files));
  const erased = await deleteWhere(payload, req, 'applications', where);
  for (let i = 0; i < files.length; i += CHUNK)
    await deleteWhere(payload, req, 'submission-files', { id: { in: files.slice(i, i + CHUNK) } });
  return erased;
}

/** Everything of one candidate: applications and files, skills-test requests, the record. */
export async function eraseCandidate(
  payload: Payload,
  req: PayloadRequest,
  candidate: number,
): Promise<number> {
  const erased = await eraseApplications(payload, req, { candidate: { equals: candidate } });
  await deleteWhere(payload, req, 'skill-test-requests', { candidate: { equals: candidate } });
  await payload.delete({ collection: 'candidates', id: candidate, depth: 0, req });
  return erased;
}

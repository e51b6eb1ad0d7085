import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload';

/*
 * Erasing data that is due, or that a candidate withdraws (docs/product.md#candidates-data). The
 * files of a submission go with it once the deletion is committed (its afterDelete hook:
 * files/delete-files.ts), so a deletion rolled back keeps them.
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

/** Deletes the applications matching `where` (their CVs follow); how many. */
export function eraseApplications(payload: Payload, req: PayloadRequest, where: Where): Promise<number> {
  return deleteWhere(payload, req, 'applications', where);
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

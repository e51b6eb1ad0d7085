import type { Payload, PayloadRequest, Where } from 'payload';
import { relationIds } from '../lib/relation-id';

/*
 * Erasing candidates' data (docs/product.md#candidates-data): the rows and the files on disk.
 * Payload removes an upload's file when its `submission-files` row is deleted.
 */

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
  await payload.delete({ collection: 'applications', where: { id: { in: docs.map((a) => a.id) } }, req });
  if (files.length > 0)
    await payload.delete({ collection: 'submission-files', where: { id: { in: files } }, req });
  return docs.length;
}

/** Everything of one candidate: applications and files, skills-test requests, the record. */
export async function eraseCandidate(
  payload: Payload,
  req: PayloadRequest,
  candidate: number,
): Promise<number> {
  const erased = await eraseApplications(payload, req, { candidate: { equals: candidate } });
  await payload.delete({
    collection: 'skill-test-requests',
    where: { candidate: { equals: candidate } },
    req,
  });
  await payload.delete({ collection: 'candidates', id: candidate, req });
  return erased;
}

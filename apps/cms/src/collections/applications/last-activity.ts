import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload';
import { relationId } from '../../lib/relation-id';

/*
 * A candidate's `lastActivityAt` is for recruiters to read: the date of their newest application,
 * recomputed here whenever one is stored, changed or erased, in the same transaction. A
 * skills-test request filed under an existing record never moves it (issue 30, finding 8): anyone
 * can ask for a test with anyone's address, and it says nothing of what that person did. Nothing
 * a request sends sets it, and retention never reads it: each application and test is erased on
 * its own clock (docs/product.md#candidates-data), so a request someone else sends with a
 * candidate's address cannot keep that candidate's own data alive (issue 18).
 */

async function newestApplication(
  payload: Payload,
  req: PayloadRequest,
  candidate: number,
): Promise<string | undefined> {
  const { docs } = await payload.find({
    collection: 'applications',
    where: { candidate: { equals: candidate } },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { createdAt: true },
    req,
  });
  return docs[0]?.createdAt;
}

/** Sets it from what is left; with nothing left it stays as it was (the nightly job erases the record). */
export async function refreshLastActivity(payload: Payload, req: PayloadRequest, candidate: number) {
  const latest = await newestApplication(payload, req, candidate);
  if (latest === undefined) return;
  // By `where`, so a candidate erased in the same transaction is no error.
  await payload.update({
    collection: 'candidates',
    where: { id: { equals: candidate } },
    data: { lastActivityAt: latest },
    depth: 0,
    req,
  });
}

const refreshOf = async (req: PayloadRequest, doc: unknown) => {
  const candidate = relationId((doc as { candidate?: unknown } | undefined)?.candidate);
  if (candidate !== null) await refreshLastActivity(req.payload, req, candidate);
};

export const lastActivityAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await refreshOf(req, doc);
  return doc;
};

export const lastActivityAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await refreshOf(req, doc);
  return doc;
};

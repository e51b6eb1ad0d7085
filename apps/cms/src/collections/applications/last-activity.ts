import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload';
import { relationId } from '../../lib/relation-id';

/*
 * A candidate's `lastActivityAt` is for recruiters to read: the date of their newest application
 * or skills-test request, recomputed here whenever one is stored, changed or erased, in the same
 * transaction. Nothing a request sends sets it, and retention never reads it: each application
 * and test is erased on its own clock (docs/product.md#candidates-data), so a request someone
 * else sends with a candidate's address cannot keep that candidate's own data alive (issue 18).
 */

async function newest(
  payload: Payload,
  req: PayloadRequest,
  collection: 'applications' | 'skill-test-requests',
  candidate: number,
): Promise<string | undefined> {
  const { docs } = await payload.find({
    collection,
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
  const dates = (
    await Promise.all([
      newest(payload, req, 'applications', candidate),
      newest(payload, req, 'skill-test-requests', candidate),
    ])
  ).filter((date): date is string => date !== undefined);
  if (dates.length === 0) return;
  const latest = new Date(Math.max(...dates.map((date) => new Date(date).getTime()))).toISOString();
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

import { monthsBefore } from '@dav/rules';
import type { Payload, PayloadRequest } from 'payload';
import { CHUNK, deleteWhere, eraseApplications } from './erase';

/*
 * Candidates' data, each record on its own clock (docs/product.md#candidates-data, issue 18).
 * Nothing here reads a candidate's `lastActivityAt`: a request anybody can send with a
 * candidate's address adds a record of its own, and can never keep the candidate's older ones.
 * Nor the candidate's record itself (name, address, phone): a skills-test request, which anyone
 * can send with any address, keeps a record only while that record is itself within its period;
 * past it, the record goes with the test requests filed under it (issue 30, finding 8).
 */

export interface CandidatesDataReport {
  /** Rejected applications, `rejected` months after the decision. */
  rejected: number;
  /** Every other application, `inactive` months after it was sent. */
  applications: number;
  /** Skills-test requests, `inactive` months after they were made. */
  skillTests: number;
  /** Candidates left with no application, and no skills-test request or one older than them. */
  candidates: number;
}

/** Erases, in `req`'s transaction, what is due at `now`. */
export async function eraseExpiredCandidateData(
  payload: Payload,
  req: PayloadRequest,
  now: Date,
  months: { rejected: number; inactive: number },
): Promise<CandidatesDataReport> {
  const sentBefore = monthsBefore(now, months.inactive).toISOString();
  const rejected = await eraseApplications(payload, req, {
    and: [
      { status: { equals: 'rejected' } },
      { decidedAt: { less_than: monthsBefore(now, months.rejected).toISOString() } },
    ],
  });
  // A rejection without a date (none is made so, but none may outlive the longest period either).
  const applications = await eraseApplications(payload, req, {
    and: [
      { createdAt: { less_than: sentBefore } },
      { or: [{ status: { not_equals: 'rejected' } }, { decidedAt: { exists: false } }] },
    ],
  });
  const expiredTests = await deleteWhere(payload, req, 'skill-test-requests', {
    createdAt: { less_than: sentBefore },
  });
  const { candidates, tests } = await eraseEmptyCandidates(payload, req, sentBefore);
  return { rejected, applications, skillTests: expiredTests + tests, candidates };
}

/**
 * The candidates with no application left, and no skills-test request, or a record made before
 * `sentBefore` (a test request keeps no record older than its period): erased with the test
 * requests filed under them. How many of each.
 */
async function eraseEmptyCandidates(payload: Payload, req: PayloadRequest, sentBefore: string) {
  const candidatesOf = async (collection: 'applications' | 'skill-test-requests') => {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      pagination: false,
      select: { candidate: true },
      req,
    });
    return docs.map((doc) => (typeof doc.candidate === 'object' ? doc.candidate.id : doc.candidate));
  };
  const applied = new Set(await candidatesOf('applications'));
  const tested = new Set(await candidatesOf('skill-test-requests'));
  const { docs } = await payload.find({
    collection: 'candidates',
    depth: 0,
    pagination: false,
    select: { createdAt: true },
    req,
  });
  const empty = docs
    .filter((c) => !applied.has(c.id) && (!tested.has(c.id) || c.createdAt < sentBefore))
    .map((c) => c.id);
  let tests = 0;
  for (let i = 0; i < empty.length; i += CHUNK) {
    const chunk = empty.slice(i, i + CHUNK);
    tests += await deleteWhere(payload, req, 'skill-test-requests', { candidate: { in: chunk } });
    await deleteWhere(payload, req, 'candidates', { id: { in: chunk } });
  }
  return { candidates: empty.length, tests };
}

import { monthsBefore } from '@dav/rules';
import type { Payload, PayloadRequest } from 'payload';
import { CHUNK, deleteWhere, eraseApplications } from './erase';

/*
 * Candidates' data, each record on its own clock (docs/product.md#candidates-data, issue 18).
 * Nothing here reads a candidate's `lastActivityAt`: a request anybody can send with a
 * candidate's address adds a record of its own, and can never keep the candidate's older ones.
 */

export interface CandidatesDataReport {
  /** Rejected applications, `rejected` months after the decision. */
  rejected: number;
  /** Every other application, `inactive` months after it was sent. */
  applications: number;
  /** Skills-test requests, `inactive` months after they were made. */
  skillTests: number;
  /** Candidates left with no application and no skills-test request. */
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
  const skillTests = await deleteWhere(payload, req, 'skill-test-requests', {
    createdAt: { less_than: sentBefore },
  });
  const candidates = await eraseEmptyCandidates(payload, req);
  return { rejected, applications, skillTests, candidates };
}

/** The candidates with no application and no skills-test request left; how many were erased. */
async function eraseEmptyCandidates(payload: Payload, req: PayloadRequest): Promise<number> {
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
  const kept = new Set([
    ...(await candidatesOf('applications')),
    ...(await candidatesOf('skill-test-requests')),
  ]);
  const { docs } = await payload.find({
    collection: 'candidates',
    depth: 0,
    pagination: false,
    select: {},
    req,
  });
  const empty = docs.map((c) => c.id).filter((id) => !kept.has(id));
  for (let i = 0; i < empty.length; i += CHUNK)
    await deleteWhere(payload, req, 'candidates', { id: { in: empty.slice(i, i + CHUNK) } });
  return empty.length;
}

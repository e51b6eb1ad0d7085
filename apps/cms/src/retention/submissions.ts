import { monthsBefore } from '@dav/rules';
import type { Payload, PayloadRequest } from 'payload';
import { deleteWhere } from './erase';
import type { SubmissionMonths } from './settings';

/*
 * The submissions other than applications (docs/product.md#submissions-storage), each erased a
 * set time after it was sent, a whistleblowing report a set time after its case was closed (one
 * without `closedAt` is never due). Their files follow once committed (submissions/delete-files.ts).
 */

export interface SubmissionsReport {
  contact: number;
  coworking: number;
  day: number;
  reports: number;
}

export async function eraseExpiredSubmissions(
  payload: Payload,
  req: PayloadRequest,
  now: Date,
  months: SubmissionMonths,
): Promise<SubmissionsReport> {
  const sentBefore = (kept: number) => ({ createdAt: { less_than: monthsBefore(now, kept).toISOString() } });
  return {
    contact: await deleteWhere(payload, req, 'contact-requests', sentBefore(months.contact)),
    coworking: await deleteWhere(payload, req, 'coworking-requests', sentBefore(months.coworking)),
    day: await deleteWhere(payload, req, 'day-requests', sentBefore(months.day)),
    reports: await deleteWhere(payload, req, 'whistleblowing-reports', {
      closedAt: { less_than: monthsBefore(now, months.closedReport).toISOString() },
    }),
  };
}

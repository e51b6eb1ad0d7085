import { RETENTION_MONTHS, SUBMISSION_RETENTION_MONTHS } from '@dav/rules';
import type { Payload, PayloadRequest } from 'payload';

/** The retention periods of candidates' data set in the admin (Recruitment settings), else the defaults. */
export async function retentionMonths(
  payload: Payload,
  req?: PayloadRequest,
): Promise<{ rejected: number; inactive: number }> {
  const settings = await payload.findGlobal({ slug: 'recruitment', depth: 0, ...(req ? { req } : {}) });
  return {
    rejected: settings.retention?.rejectedMonths ?? RETENTION_MONTHS.rejected,
    inactive: settings.retention?.inactiveMonths ?? RETENTION_MONTHS.inactive,
  };
}

export type SubmissionMonths = { [kind in keyof typeof SUBMISSION_RETENTION_MONTHS]: number };

/** The retention periods of the other submissions set in the admin (Retention settings), else the defaults. */
export async function submissionRetentionMonths(payload: Payload): Promise<SubmissionMonths> {
  const settings = await payload.findGlobal({ slug: 'retention-settings', depth: 0 });
  return {
    contact: settings.contactMonths ?? SUBMISSION_RETENTION_MONTHS.contact,
    coworking: settings.coworkingMonths ?? SUBMISSION_RETENTION_MONTHS.coworking,
    day: settings.dayMonths ?? SUBMISSION_RETENTION_MONTHS.day,
    closedReport: settings.closedReportMonths ?? SUBMISSION_RETENTION_MONTHS.closedReport,
  };
}

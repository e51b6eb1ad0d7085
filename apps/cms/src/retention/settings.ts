import { RETENTION_MONTHS } from '@dav/rules';
import type { Payload, PayloadRequest } from 'payload';

/** The retention periods set in the admin (Recruitment settings), else the defaults. */
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

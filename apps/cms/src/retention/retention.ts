import { MAIL_JOB_RETENTION_DAYS } from '@dav/rules';
import type { Payload, TaskConfig } from 'payload';
import { inTransaction } from '../lib/transaction';
import { MAIL_QUEUES } from '../mail/queues';
import { eraseExpiredCandidateData, type CandidatesDataReport } from './candidates-data';
import { deleteWhere } from './erase';
import { retentionMonths } from './settings';

/*
 * Data is kept no longer than the law allows (docs/product.md#candidates-data, CNIL
 * recruitment guide): a daily Payload job on the `retention` queue erases what is due.
 */

export const RETENTION_QUEUE = 'retention';
const DAY_MS = 86_400_000;

export interface RetentionReport extends CandidatesDataReport {
  mailJobs: number;
}

/**
 * What is due at `now`, erased in one transaction: candidates' applications, skills-test
 * requests and emptied records, each on its own clock (candidates-data.ts); completed jobs older
 * than 30 days (mails copy what was sent).
 */
export async function eraseExpired(payload: Payload, now = new Date()): Promise<RetentionReport> {
  const months = await retentionMonths(payload);
  return inTransaction(payload, async (req) => {
    const candidatesData = await eraseExpiredCandidateData(payload, req, now, months);
    const cutoff = new Date(now.getTime() - MAIL_JOB_RETENTION_DAYS * DAY_MS).toISOString();
    const mailJobs = await deleteWhere(payload, req, 'payload-jobs', {
      and: [{ queue: { in: [...MAIL_QUEUES, RETENTION_QUEUE] } }, { completedAt: { less_than: cutoff } }],
    });
    return { ...candidatesData, mailJobs };
  });
}

/**
 * The job: scheduled every night at 03:30 (the `retention` queue is run by Payload's autoRun,
 * started with the server in instrumentation.ts). `now` in the input is for tests that move
 * the clock; the schedule gives none. Its slug says less than it does (it erases more than
 * candidates' data), but renaming it would change the jobs' schema and strand the jobs already
 * queued under the old name.
 */
export const retentionTask: TaskConfig<'erase-expired-candidate-data'> = {
  slug: 'erase-expired-candidate-data',
  label: 'Erase expired data',
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [
    { name: 'rejected', type: 'number' },
    { name: 'applications', type: 'number' },
    { name: 'skillTests', type: 'number' },
    { name: 'candidates', type: 'number' },
    { name: 'mailJobs', type: 'number' },
  ],
  schedule: [{ cron: '30 3 * * *', queue: RETENTION_QUEUE }],
  handler: async ({ input, req }) => {
    const report = await eraseExpired(req.payload, input.now ? new Date(input.now) : new Date());
    req.payload.logger.info(
      `[retention] erased ${report.rejected} rejected and ${report.applications} other application(s), ${report.skillTests} skills-test request(s), ${report.candidates} candidate(s) left with nothing, ${report.mailJobs} old job(s)`,
    );
    return { output: report };
  },
};

import { MAIL_JOB_RETENTION_DAYS, monthsBefore } from '@dav/rules';
import type { Payload, TaskConfig } from 'payload';
import { inTransaction } from '../lib/transaction';
import { MAIL_QUEUES } from '../mail/queues';
import { eraseApplications, eraseCandidate } from './erase';
import { retentionMonths } from './settings';

/*
 * Candidates' data is kept no longer than the law allows (docs/product.md#candidates-data, CNIL
 * recruitment guide): a daily Payload job on the `retention` queue erases what is due.
 */

export const RETENTION_QUEUE = 'retention';
const DAY_MS = 86_400_000;

export interface RetentionReport {
  rejected: number;
  candidates: number;
  applications: number;
  mailJobs: number;
}

/**
 * What is due at `now`, erased: rejected applications (and CVs) `rejected` months after the
 * decision; candidates inactive for `inactive` months with all their applications, files and
 * skills-test requests; completed jobs older than 30 days (mails copy what was sent).
 */
export async function eraseExpired(payload: Payload, now = new Date()): Promise<RetentionReport> {
  const months = await retentionMonths(payload);
  return inTransaction(payload, async (req) => {
    const rejected = await eraseApplications(payload, req, {
      and: [
        { status: { equals: 'rejected' } },
        { decidedAt: { less_than: monthsBefore(now, months.rejected).toISOString() } },
      ],
    });
    const { docs: inactive } = await payload.find({
      collection: 'candidates',
      where: { lastActivityAt: { less_than: monthsBefore(now, months.inactive).toISOString() } },
      depth: 0,
      pagination: false,
      select: {},
      req,
    });
    let applications = 0;
    for (const candidate of inactive) applications += await eraseCandidate(payload, req, candidate.id);
    const cutoff = new Date(now.getTime() - MAIL_JOB_RETENTION_DAYS * DAY_MS).toISOString();
    const { docs: jobs } = await payload.delete({
      collection: 'payload-jobs',
      where: {
        and: [{ queue: { in: [...MAIL_QUEUES, RETENTION_QUEUE] } }, { completedAt: { less_than: cutoff } }],
      },
      depth: 0,
      req,
    });
    return { rejected, candidates: inactive.length, applications, mailJobs: jobs.length };
  });
}

/**
 * The job: scheduled every night at 03:30 (the `retention` queue is run by Payload's autoRun,
 * started with the server in instrumentation.ts). `now` in the input is for tests that move
 * the clock; the schedule gives none.
 */
export const retentionTask: TaskConfig<'erase-expired-candidate-data'> = {
  slug: 'erase-expired-candidate-data',
  label: 'Erase expired candidate data',
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [
    { name: 'rejected', type: 'number' },
    { name: 'candidates', type: 'number' },
    { name: 'applications', type: 'number' },
    { name: 'mailJobs', type: 'number' },
  ],
  schedule: [{ cron: '30 3 * * *', queue: RETENTION_QUEUE }],
  handler: async ({ input, req }) => {
    const report = await eraseExpired(req.payload, input.now ? new Date(input.now) : new Date());
    req.payload.logger.info(
      `[retention] erased ${report.rejected} rejected application(s), ${report.candidates} inactive candidate(s) with ${report.applications} application(s), ${report.mailJobs} old job(s)`,
    );
    return { output: report };
  },
};

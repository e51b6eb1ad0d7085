import { BOT_UNMATCHED_RETENTION_DAYS, MAIL_JOB_RETENTION_DAYS } from '@dav/rules';
import type { Payload, TaskConfig } from 'payload';
import { ifAdvisoryLockFree, LOCK_KEYS } from '../db/advisory-lock';
import { inTransaction } from '../lib/transaction';
import { MAIL_QUEUES } from '../mail/queues';
import { eraseExpiredCandidateData, type CandidatesDataReport } from './candidates-data';
import { deleteWhere } from './erase';
import { sweepOrphanFiles } from './orphan-files';
import { retentionMonths, submissionRetentionMonths } from './settings';
import { eraseExpiredSubmissions, type SubmissionsReport } from './submissions';
import { eraseExpiredKeys } from '../intake/idempotency';

/*
 * Data is kept no longer than the law allows (docs/product.md#candidates-data, CNIL
 * recruitment guide; #submissions-storage): a daily Payload job on the `retention` queue erases
 * what is due, with its files.
 */

export const RETENTION_QUEUE = 'retention';
const DAY_MS = 86_400_000;

export interface RetentionReport extends CandidatesDataReport, SubmissionsReport {
  mailJobs: number;
  unmatchedQuestions: number;
  /** Submissions' idempotency keys older than 24 hours (intake/idempotency.ts). */
  idempotencyKeys: number;
  orphanRows: number;
  orphanFiles: number;
}

/** What a run that another instance's run made pointless reports. */
const NOTHING_ERASED: RetentionReport = {
  rejected: 0,
  applications: 0,
  skillTests: 0,
  candidates: 0,
  contact: 0,
  coworking: 0,
  day: 0,
  reports: 0,
  mailJobs: 0,
  unmatchedQuestions: 0,
  idempotencyKeys: 0,
  orphanRows: 0,
  orphanFiles: 0,
};

/**
 * What is due at `now`, erased in one transaction: candidates' applications, skills-test
 * requests and emptied records, each on its own clock (candidates-data.ts); the other
 * submissions (submissions.ts); completed jobs older than 30 days (mails copy what was sent); the
 * assistant's unmatched questions older than 90 days; submissions' idempotency keys older than 24 hours.
 * Their files leave once it has committed; then the files a crash left behind are swept.
 */
export async function eraseExpired(payload: Payload, now = new Date()): Promise<RetentionReport> {
  const months = await retentionMonths(payload);
  const submissionMonths = await submissionRetentionMonths(payload);
  const erased = await inTransaction(payload, async (req) => {
    const candidatesData = await eraseExpiredCandidateData(payload, req, now, months);
    const submissions = await eraseExpiredSubmissions(payload, req, now, submissionMonths);
    const cutoff = new Date(now.getTime() - MAIL_JOB_RETENTION_DAYS * DAY_MS).toISOString();
    const mailJobs = await deleteWhere(payload, req, 'payload-jobs', {
      and: [{ queue: { in: [...MAIL_QUEUES, RETENTION_QUEUE] } }, { completedAt: { less_than: cutoff } }],
    });
    // The assistant's unmatched questions (no identifier, but what a visitor typed): 90 days.
    const unmatchedQuestions = await deleteWhere(payload, req, 'bot-unmatched-questions', {
      createdAt: { less_than: new Date(now.getTime() - BOT_UNMATCHED_RETENTION_DAYS * DAY_MS).toISOString() },
    });
    const idempotencyKeys = await eraseExpiredKeys(payload, req, now);
    return { ...candidatesData, ...submissions, mailJobs, unmatchedQuestions, idempotencyKeys };
  });
  const orphans = await sweepOrphanFiles(payload, now);
  return { ...erased, orphanRows: orphans.rows, orphanFiles: orphans.files };
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
    { name: 'contact', type: 'number' },
    { name: 'coworking', type: 'number' },
    { name: 'day', type: 'number' },
    { name: 'reports', type: 'number' },
    { name: 'mailJobs', type: 'number' },
    { name: 'unmatchedQuestions', type: 'number' },
    { name: 'idempotencyKeys', type: 'number' },
    { name: 'orphanRows', type: 'number' },
    { name: 'orphanFiles', type: 'number' },
  ],
  schedule: [{ cron: '30 3 * * *', queue: RETENTION_QUEUE }],
  handler: async ({ input, req }) => {
    // Several CMS instances each queue and run the night's job (Payload claims jobs with a find
    // then an update, not atomically: payloadcms/payload#16043): one erases, the others skip.
    const run = await ifAdvisoryLockFree(req.payload, LOCK_KEYS.retention, () =>
      eraseExpired(req.payload, input.now ? new Date(input.now) : new Date()),
    );
    if (!run.ran) {
      req.payload.logger.info('[retention] another instance is erasing expired data: skipped here');
      return { output: NOTHING_ERASED };
    }
    const report = run.value;
    req.payload.logger.info(
      `[retention] erased ${report.rejected} rejected and ${report.applications} other application(s), ${report.skillTests} skills-test request(s), ${report.candidates} candidate(s) left with nothing; ${report.contact} contact, ${report.coworking} coworking and ${report.day} day request(s), ${report.reports} closed report(s); ${report.mailJobs} old job(s), ${report.unmatchedQuestions} unmatched assistant question(s), ${report.idempotencyKeys} idempotency key(s); ${report.orphanRows} orphan file row(s), ${report.orphanFiles} orphan file(s)`,
    );
    return { output: report };
  },
};

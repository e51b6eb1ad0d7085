import type { Where } from 'payload';
import { hasRole } from '../../access/roles';
import { MAIL_QUEUES } from '../../mail/queues';
import { RETENTION_QUEUE, retentionTask } from '../../retention/retention';
import { countItem, type RetentionRun, type WorkContext, type WorkGroup } from './work';

const JOBS = 'payload-jobs';
const MAILS: Where = { queue: { in: MAIL_QUEUES } };
/** Not sent yet, still to be tried (Payload retries a mail 10 times over about 8.5 hours). */
const WAITING: Where = {
  and: [MAILS, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
};
/** Given up after the last retry: the mail will not leave unless queued again. */
const FAILED: Where = { and: [MAILS, { hasError: { equals: true } }] };

interface TaskLog {
  taskSlug?: string;
  state?: string;
  output?: Record<string, unknown> | null;
}

/**
 * The last completed nightly retention run and what it erased (counts only), from the job
 * Payload keeps (jobs.deleteJobOnComplete is false; the run itself erases completed jobs after
 * 30 days, and runs every night). The admins' read access to jobs covers the outgoing mails
 * only (jobs/index.ts), and the run is no mail: it is read here for the admin role, which the
 * access table gives the nightly jobs' runs, selecting its date and its task's output alone.
 */
export async function lastRetentionRun(context: WorkContext): Promise<RetentionRun | null> {
  if (!hasRole(context.user, 'admin')) return null;
  const { docs } = await context.payload.find({
    collection: JOBS,
    where: { and: [{ queue: { equals: RETENTION_QUEUE } }, { completedAt: { exists: true } }] },
    sort: '-completedAt',
    limit: 1,
    depth: 0,
    select: { completedAt: true, log: true },
    overrideAccess: true,
  });
  const job = docs[0] as { completedAt?: string | null; log?: TaskLog[] | null } | undefined;
  if (!job?.completedAt) return null;
  const output = job.log?.find(
    (entry) => entry.taskSlug === retentionTask.slug && entry.state === 'succeeded',
  )?.output;
  const erased: Record<string, number> = {};
  for (const field of retentionTask.outputSchema ?? []) {
    const name = 'name' in field ? field.name : undefined;
    // How many whistleblowing reports there were is the compliance role's alone, even as a count.
    if (name === 'reports') continue;
    const value = name ? output?.[name] : undefined;
    if (name && typeof value === 'number') erased[name] = value;
  }
  return { completedAt: job.completedAt, erased };
}

/** What waits for an admin: the mail queue's health, and what the last night erased. */
export async function adminWork(
  context: WorkContext,
): Promise<{ groups: WorkGroup[]; retention: RetentionRun | null }> {
  const [waiting, failed, retention] = await Promise.all([
    countItem(context, 'mailsWaiting', JOBS, WAITING),
    countItem(context, 'mailsFailed', JOBS, FAILED),
    lastRetentionRun(context),
  ]);
  return { groups: [{ key: 'mails', items: [failed, waiting] }], retention };
}

import type { Payload } from 'payload';
import { databaseChoice, mailQueueIntervalMs, smtpUrl } from '../env';
import { ifAdvisoryLockFree, LOCK_KEYS } from '../db/advisory-lock';
import { MAIL_QUEUES } from './queues';

/*
 * Runs the mail jobs inside the CMS process. Payload 3.90 claims jobs with a find then an
 * update, not atomically (payloadcms/payload#16043): two runs at once may claim the same job
 * and send its mail twice. So every run — the timer's and the one right after a submission —
 * goes through one chain per process, and on PostgreSQL, where several CMS instances may share
 * the database, through an advisory lock as well. That is why Payload's `autoRun` cron (which
 * would run beside the post-submission run) is not used.
 */

const BATCH = 10;
/** Bounds one run: a queue that keeps growing is left to the next tick. */
const MAX_BATCHES = 20;
interface RunnerState {
  chain: Promise<void>;
  /** A run queued behind the current one, which later calls join instead of adding another. */
  next?: Promise<void>;
  timer?: ReturnType<typeof setInterval>;
}

// On globalThis: Next bundles instrumentation and the route handlers apart, each with its own
// copy of this module, and they must share one chain (Payload caches its instance the same way).
const KEY = Symbol.for('dav.cms.mail-runner');
const globalState = globalThis as typeof globalThis & { [KEY]?: RunnerState };
const state = (): RunnerState => (globalState[KEY] ??= { chain: Promise.resolve() });

/** Runs `work` while holding the queue lock of the database; skips it when another instance holds it. */
async function withQueueLock(payload: Payload, work: () => Promise<void>): Promise<void> {
  await ifAdvisoryLockFree(payload, LOCK_KEYS.mailQueue, work);
}

/**
 * With the queue lock held nothing else is running mail jobs, so one still marked `processing`
 * was cut short (the server stopped mid-send): put it back in line rather than lose it. Its
 * mail may have left already: a stop at that instant can send it twice, never zero times.
 */
async function releaseInterrupted(payload: Payload): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ queue: { in: MAIL_QUEUES } }, { processing: { equals: true } }] },
    data: { processing: false },
    depth: 0,
  });
}

async function drain(payload: Payload): Promise<void> {
  if (!smtpUrl()) return;
  const concurrentBatches = databaseChoice().kind === 'postgres';
  await withQueueLock(payload, async () => {
    await releaseInterrupted(payload);
    for (let batch = 0; batch < MAX_BATCHES && smtpUrl(); batch++) {
      const result = await payload.jobs.run({
        allQueues: true,
        where: { queue: { in: MAIL_QUEUES } },
        limit: BATCH,
        // A batch's mails at once on PostgreSQL (each job is its own row, and this instance alone
        // runs the queue: the lock); one after the other on SQLite, which has a single writer.
        sequential: !concurrentBatches,
        silent: { error: true }, // the task logs a failure without the mail (send-mail-task.ts)
      });
      const ran = 'jobStatus' in result ? Object.keys(result.jobStatus ?? {}).length : 0;
      if (ran < BATCH) break;
    }
  });
}

/**
 * Sends what is due in the mail queues, after any run in progress. Never rejects: a failed mail
 * stays in its job (retried with backoff), a failed run is logged and the next tick tries again.
 */
export function runMailQueue(payload: Payload): Promise<void> {
  const runner = state();
  if (runner.next) return runner.next;
  const next = runner.chain.then(async () => {
    runner.next = undefined;
    try {
      await drain(payload);
    } catch (error) {
      payload.logger.error({ err: error, msg: '[mail] running the mail queue failed; next try in a moment' });
    }
  });
  runner.next = next;
  runner.chain = next;
  return next;
}

/**
 * Looks at the mail queues every MAIL_QUEUE_INTERVAL_MS (retries fall due, mails queued while
 * the server was down or had no SMTP_URL). Returns a stop that waits for the run in progress.
 */
export function startMailRunner(payload: Payload): () => Promise<void> {
  const runner = state();
  if (!runner.timer) {
    if (!smtpUrl()) {
      payload.logger.warn(
        '[mail] SMTP_URL is not set: notification e-mails stay queued (admin: Outgoing mails).',
      );
    }
    runner.timer = setInterval(() => void runMailQueue(payload), mailQueueIntervalMs());
    runner.timer.unref();
    void runMailQueue(payload);
  }
  return async () => {
    clearInterval(runner.timer);
    runner.timer = undefined;
    await runner.chain;
  };
}

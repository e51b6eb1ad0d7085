import type { PayloadRequest } from 'payload';

/** What @payloadcms/drizzle keeps per open transaction (its `sessions` registry). */
interface DrizzleSession {
  resolve: () => Promise<unknown>;
  reject: () => Promise<unknown>;
}

/** The request's open transaction as the drizzle adapters (SQLite, PostgreSQL) keep it, if any. */
async function sessionOf(req: PayloadRequest): Promise<DrizzleSession | undefined> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID;
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, DrizzleSession | undefined> })
    .sessions;
  const session = id !== undefined && id !== null ? sessions?.[String(id)] : undefined;
  return session && typeof session.resolve === 'function' && typeof session.reject === 'function'
    ? session
    : undefined;
}

/**
 * Runs `effect` once the request's transaction has ended, or at once when there is none.
 *
 * Payload runs afterChange/afterDelete hooks inside the operation's transaction, before it commits
 * (payloadcms/payload#5886). Telling the website to refetch from there lets it read the old
 * document again and keep it cached. So the effect waits for the commit: the drizzle adapters
 * (SQLite, PostgreSQL) end a transaction through its session's resolve/reject, which are wrapped
 * here. A rollback runs the effect too: refetching unchanged content is harmless, missing a change
 * is not. Should the adapter's registry ever change shape, the effect runs at once, as before.
 */
export async function afterCommit(req: PayloadRequest, effect: () => void): Promise<void> {
  const session = await sessionOf(req);
  if (!session) {
    effect();
    return;
  }
  const settle = (end: () => Promise<unknown>) => async (): Promise<unknown> => {
    try {
      return await end();
    } finally {
      effect();
    }
  };
  session.resolve = settle(session.resolve);
  session.reject = settle(session.reject);
}

/** The effects waiting for each open transaction's commit, run in order by one wrapper. */
const pending = new WeakMap<DrizzleSession, (() => Promise<void>)[]>();

/**
 * Runs `effect` once the request's transaction has committed, never after a rollback; at once
 * when there is no transaction (the change is already written). For what cannot be undone, like
 * removing files from disk: a deletion rolled back must find its files in place.
 *
 * The commit waits for the effects (the operation that committed returns after them, in the order
 * they were registered), so the caller sees their outcome. An effect must not throw (its error
 * would make Payload reject a transaction that has already committed): a failure is logged and
 * left to the nightly job. One wrapper per transaction, however many effects: a bulk delete of
 * thousands of documents must not nest thousands of calls.
 */
export async function onCommit(req: PayloadRequest, effect: () => Promise<void>): Promise<void> {
  const run = async (next: () => Promise<void>) => {
    try {
      await next();
    } catch (error) {
      req.payload.logger.error({ err: error, msg: '[after-commit] an effect of a committed change failed' });
    }
  };
  const session = await sessionOf(req);
  if (!session) {
    await run(effect);
    return;
  }
  const effects = pending.get(session);
  if (effects) {
    effects.push(effect);
    return;
  }
  const queue = [effect];
  pending.set(session, queue);
  const commit = session.resolve;
  session.resolve = async () => {
    // The adapter's resolve settles once COMMIT is done and the connection (and, on SQLite, the
    // write lock) is handed back, so the effects may start transactions of their own.
    const result = await commit();
    for (const next of queue) await run(next);
    return result;
  };
}

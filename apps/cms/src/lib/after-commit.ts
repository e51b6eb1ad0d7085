import type { PayloadRequest } from 'payload';

/** What @payloadcms/drizzle keeps per open transaction (its `sessions` registry). */
interface DrizzleSession {
  resolve: () => Promise<unknown>;
  reject: () => Promise<unknown>;
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
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID;
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, DrizzleSession | undefined> })
    .sessions;
  const session = id !== undefined && id !== null ? sessions?.[String(id)] : undefined;
  if (!session || typeof session.resolve !== 'function' || typeof session.reject !== 'function') {
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

import type { Payload } from 'payload';

/**
 * SQLite writes wait their turn instead of failing with "database is locked".
 *
 * libsql's local client is synchronous and gives each transaction a connection of its own (the
 * client opens a new one for everything else). A statement that meets another connection's
 * lock either fails at once or, with a busy timeout, BLOCKS THE EVENT LOOP while it waits: the
 * transaction holding the lock, in this same process, can then never finish, and the wait ends
 * in "database is locked" (two saves at once, a submission while the mail queue runs).
 *
 * So, on the SQLite adapter only:
 * 1. Transactions take turns: an async FIFO lock is taken before BEGIN and given back at COMMIT
 *    or ROLLBACK. Only an open transaction holds a SQLite lock across event-loop turns (a
 *    statement outside a transaction runs to completion synchronously), so with one
 *    transaction at a time, transactions never meet each other's locks.
 * 2. Transactions stay DEFERRED: they take the write lock at their first write, not at BEGIN,
 *    because Payload writes outside its own open transaction on purpose (its "forgot password"
 *    reserves its throttle before any statement of the transaction); IMMEDIATE made every
 *    password reset fail.
 * 3. Every connection has busy_timeout 0 and a statement that meets a lock (a statement outside
 *    any transaction while one has written, or another process) is retried ASYNCHRONOUSLY with
 *    a growing pause, so the holder can finish meanwhile; after BUSY_RETRY_MS it fails as before.
 */
export const BUSY_RETRY_MS = 20_000;
/** A transaction waiting longer than this for its turn fails rather than hang (a nested one would). */
export const TURN_WAIT_MS = 30_000;

interface LibsqlTransaction {
  execute(...args: unknown[]): Promise<unknown>;
  batch(...args: unknown[]): Promise<unknown>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  close(): void;
}

interface LibsqlClient {
  execute(...args: unknown[]): Promise<unknown>;
  batch(...args: unknown[]): Promise<unknown>;
  transaction(mode?: string): Promise<LibsqlTransaction>;
}

const INSTALLED = Symbol.for('dav.cms.sqlite-writes');
const SNAPSHOT_RAW_CODE = 517; // SQLITE_BUSY_SNAPSHOT: a retry cannot help, the snapshot is stale

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isBusy(error: unknown): boolean {
  const e = error as { code?: unknown; rawCode?: unknown; message?: unknown } | null;
  if (!e || e.rawCode === SNAPSHOT_RAW_CODE) return false;
  return (
    e.code === 'SQLITE_BUSY' || (typeof e.message === 'string' && e.message.includes('database is locked'))
  );
}

/** Runs `run` again while SQLite answers "busy", pausing 1 ms, 2 ms, 4 ms… (at most 50 ms). */
export async function retryWhileBusy<T>(run: () => Promise<T>, deadlineMs = BUSY_RETRY_MS): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error) || Date.now() + wait > deadline) throw error;
      await pause(wait);
    }
  }
}

/** A first-come, first-served lock: `acquire` resolves with the function that gives it back. */
export function createTurns() {
  let tail: Promise<void> = Promise.resolve();
  return {
    async acquire(waitMs = TURN_WAIT_MS): Promise<() => void> {
      let give!: () => void;
      const mine = new Promise<void>((resolve) => (give = resolve));
      const before = tail;
      tail = before.then(() => mine);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('database busy: a transaction waited too long for its turn')),
          waitMs,
        );
      });
      try {
        await Promise.race([before, timeout]);
      } catch (error) {
        give(); // let the queue go on without us
        throw error;
      } finally {
        clearTimeout(timer);
      }
      let given = false;
      return () => {
        if (given) return;
        given = true;
        give();
      };
    },
  };
}

/** Wraps one libsql client as described above. Idempotent. */
export function serialiseSqliteWrites(client: LibsqlClient): void {
  const marked = client as LibsqlClient & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const turns = createTurns();
  const execute = client.execute.bind(client);
  const batch = client.batch.bind(client);
  const begin = client.transaction.bind(client);
  const noBusyTimeout = () => execute('PRAGMA busy_timeout = 0');

  client.execute = (...args) => retryWhileBusy(() => execute(...args));
  client.batch = (...args) => retryWhileBusy(() => batch(...args));
  client.transaction = async (mode?: string) => {
    if (mode === 'read') return begin(mode);
    const release = await turns.acquire();
    let tx: LibsqlTransaction;
    try {
      tx = await begin('deferred');
      // The transaction took the client's connection: give the next one busy_timeout 0 too.
      await noBusyTimeout();
    } catch (error) {
      release();
      throw error;
    }
    const txExecute = tx.execute.bind(tx);
    const txBatch = tx.batch.bind(tx);
    const commit = tx.commit.bind(tx);
    const rollback = tx.rollback.bind(tx);
    const close = tx.close.bind(tx);
    tx.execute = (...args) => retryWhileBusy(() => txExecute(...args));
    tx.batch = (...args) => retryWhileBusy(() => txBatch(...args));
    tx.commit = async () => {
      await retryWhileBusy(commit);
      release();
    };
    tx.rollback = async () => {
      try {
        await rollback();
      } finally {
        release();
      }
    };
    tx.close = () => {
      try {
        close();
      } finally {
        release();
      }
    };
    return tx;
  };
}

/** Installs the above on Payload's SQLite adapter (nothing on PostgreSQL), before any write. */
export async function installSqliteWrites(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite') return;
  const client = (payload.db as unknown as { client?: LibsqlClient }).client;
  if (!client) return;
  serialiseSqliteWrites(client);
  await client.execute('PRAGMA busy_timeout = 0');
}

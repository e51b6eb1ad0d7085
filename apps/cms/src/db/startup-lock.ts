import type { Payload } from 'payload';

/** Any constant shared by every instance; names the startup lock in pg_locks (the mail queue's is 4_206_117). */
const PG_STARTUP_LOCK_KEY = 4_206_118;

interface PgPool {
  connect(): Promise<{ query(sql: string, params: unknown[]): Promise<unknown>; release(): void }>;
}

/**
 * Runs `work` (migrations, then the first-start seed) while no other CMS instance runs it on the
 * same database. Two instances started at once on one empty PostgreSQL database would otherwise
 * both create the schema (the second fails on a table that now exists) and both seed (the demo
 * content twice). The second waits for the first, then finds nothing left to do. The lock is a
 * session lock on a connection of its own, so it goes with that connection if the process dies
 * mid-way. SQLite is one file of one server (docs/architecture.md#production): no lock.
 */
export async function underStartupLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = payload.db.name === 'postgres' ? (payload.db as unknown as { pool?: PgPool }).pool : undefined;
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [PG_STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [PG_STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

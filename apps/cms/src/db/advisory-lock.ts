import type { Payload } from 'payload';

/*
 * PostgreSQL advisory locks, for work that only one CMS instance may do at a time on a shared
 * database (docs/architecture.md#production). Each is held by a session on a connection of its
 * own, so a process that dies holding one releases it with its connection. SQLite is one file of
 * one server: the work just runs.
 */

/** The keys: any constants shared by every instance; each names its lock in pg_locks. */
export const LOCK_KEYS = {
  mailQueue: 4_206_117,
  startup: 4_206_118,
  retention: 4_206_119,
} as const;

interface PgPool {
  connect(): Promise<{
    query(sql: string, params: unknown[]): Promise<{ rows: { locked?: boolean }[] }>;
    release(): void;
  }>;
}

const poolOf = (payload: Payload): PgPool | undefined =>
  payload.db.name === 'postgres' ? (payload.db as unknown as { pool?: PgPool }).pool : undefined;

/** Runs `work` holding the lock, waiting for another instance to release it first. */
export async function underAdvisoryLock<T>(
  payload: Payload,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const pool = poolOf(payload);
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** Runs `work` holding the lock, or skips it (`{ ran: false }`) while another instance holds it. */
export async function ifAdvisoryLockFree<T>(
  payload: Payload,
  key: number,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const pool = poolOf(payload);
  if (!pool) return { ran: true, value: await work() };
  const client = await pool.connect();
  try {
    const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

import type { Payload } from 'payload';

interface LibsqlClient {
  transaction(mode?: string): Promise<unknown>;
}

const DEFERRED = Symbol.for('dav.cms.sqlite-deferred');

/**
 * Opens SQLite transactions as DEFERRED: they take the write lock at their first write, not at
 * BEGIN. Drizzle opens every libsql transaction in libsql's default "write" mode (BEGIN IMMEDIATE)
 * whatever `transactionOptions` says, so a transaction held SQLite's one write lock from its
 * start, and a write Payload makes on purpose outside it meanwhile (the reservation of its
 * "forgot password", before any statement of the transaction) found the database locked: every
 * password reset failed. Deferred, that write goes first and the transaction follows.
 */
export function deferSqliteTransactions(payload: Payload): void {
  if (payload.db.name !== 'sqlite') return;
  const client = (payload.db as unknown as { client?: LibsqlClient & { [DEFERRED]?: true } }).client;
  if (!client || client[DEFERRED]) return;
  client[DEFERRED] = true;
  const begin = client.transaction.bind(client);
  client.transaction = (mode?: string) => begin(mode === 'read' ? mode : 'deferred');
}

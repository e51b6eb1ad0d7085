import type { Client, InArgs, InStatement, ResultSet, Transaction } from '@libsql/client';
import { SqliteConnection } from './sqlite-connection';
import { SerialTransaction, type Connections } from './sqlite-transaction';
import { WriteLock, retryWhileBusy } from './write-lock';

/*
 * Writes to the SQLite file wait their turn instead of failing with "database is locked".
 *
 * Why the adapter alone fails. SQLite has one write lock per file. libsql's local client is
 * synchronous: with a busy timeout, a connection that meets the lock blocks the whole event loop
 * until the timeout, so when the holder is another transaction of this same process (it only
 * moves on when the event loop runs) the wait can never succeed. And its `transaction()` gives
 * the transaction the client's connection and opens a fresh one for what follows, without the
 * adapter's PRAGMAs (no busy timeout at all): under load, writes failed at once. A DEFERRED
 * transaction has a worse failure: having read, its first write meets a newer commit and gets
 * SQLITE_BUSY_SNAPSHOT, which only restarting the whole Payload operation could cure.
 *
 * The design. One process writes through one connection, in turns handed out by a FIFO async
 * lock (write-lock.ts):
 * - a transaction takes the lock at its FIRST statement, not when Payload opens it, then runs
 *   BEGIN IMMEDIATE: it holds SQLite's write lock from its first read, so its snapshot is never
 *   stale (no BUSY_SNAPSHOT) and it runs alone. COMMIT or ROLLBACK hands the lock on;
 * - a statement outside any transaction that may write takes the lock for itself alone;
 * - reads outside transactions go to a second connection and never wait: WAL readers see the
 *   last commit while a write is under way.
 * Taking the lock lazily is what keeps Payload's own out-of-transaction writes working: its
 * "forgot password" opens a transaction, writes its throttle reservation OUTSIDE it, then
 * updates the user inside it. The transaction has run nothing when the reservation comes, so
 * the reservation takes its turn first. A transaction that has run a statement and then awaits
 * a write outside itself would wait on itself: nothing in Payload 3.90 or this CMS does so, and
 * should it happen the waiting write fails after STUCK_AFTER_MS with "database is locked",
 * rather than hanging.
 * Both connections run with busy_timeout 0: SQLite never blocks the event loop. The lock only
 * orders this process; when another process (a CLI migration) holds the file, BEGIN, COMMIT and
 * single statements are retried with an async backoff for up to `busyTimeoutMs`, on a fresh
 * connection (sqlite-connection.ts says why).
 */

/** A transaction holding the lock this long makes the writes behind it give up. */
const STUCK_AFTER_MS = 30_000;

/** A statement that cannot write: a SELECT (or a WITH … SELECT) runs on the read connection. */
function isRead(stmt: InStatement): boolean {
  const sql = (typeof stmt === 'string' ? stmt : stmt.sql).replace(
    /^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/|\()+/,
    '',
  );
  if (/^select\b/i.test(sql)) return true;
  return /^with\b/i.test(sql) && !/\b(insert|update|delete|replace)\b/i.test(sql);
}

/** The libsql Client the adapter and Drizzle use, serialising this process's writes. */
export class SerialSqliteClient implements Client {
  readonly protocol = 'file';
  closed = false;

  constructor(private readonly db: Connections) {}

  execute(stmt: InStatement, args?: InArgs): Promise<ResultSet> {
    const statement: InStatement = typeof stmt === 'string' && args ? { sql: stmt, args } : stmt;
    if (isRead(statement)) return this.#retry(this.db.reads, (c) => c.execute(statement));
    return this.db.lock.run(() => this.#retry(this.db.writes, (c) => c.execute(statement)));
  }

  batch(stmts: InStatement[], mode?: 'write' | 'read' | 'deferred'): Promise<ResultSet[]> {
    // A failed batch is rolled back whole by libsql: safe to run again.
    return this.db.lock.run(() => this.#retry(this.db.writes, (c) => c.batch(stmts, mode)));
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.db.lock.run(() => this.#retry(this.db.writes, (c) => c.migrate(stmts)));
  }

  executeMultiple(sql: string): Promise<void> {
    // Several statements, each committed alone: not retried, a retry could run the first ones twice.
    return this.db.lock.run(() => this.db.writes.renewingOnBusy((c) => c.executeMultiple(sql)));
  }

  async transaction(): Promise<Transaction> {
    return new SerialTransaction(this.db);
  }

  /** Work that fails whole, run again while another process holds the file. */
  #retry<T>(connection: SqliteConnection, work: (client: Client) => Promise<T>): Promise<T> {
    return retryWhileBusy(() => connection.renewingOnBusy(work), this.db.busyTimeoutMs);
  }

  sync(): never {
    throw new Error('sync() is for embedded replicas, not a local SQLite file');
  }

  close(): void {
    this.closed = true;
    this.db.reads.close();
    this.db.writes.close();
  }
}

export interface SqliteOptions {
  url: string;
  busyTimeoutMs: number;
  wal?: { journalSizeLimit: number; synchronous: 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA' };
}

/** Opens the two connections to a `file:` database with the PRAGMAs db-sqlite would run. */
export async function openSerialSqliteClient(options: SqliteOptions): Promise<SerialSqliteClient> {
  // busy_timeout 0: a wait inside SQLite would block the event loop (see above).
  const pragmas = ['PRAGMA busy_timeout = 0'];
  if (options.wal) pragmas.push(`PRAGMA synchronous = ${options.wal.synchronous}`);
  const writes = await SqliteConnection.open(options.url, pragmas);
  if (options.wal) {
    const mode = await writes.execute('PRAGMA journal_mode');
    if (mode.rows[0]?.journal_mode !== 'wal') {
      await writes.execute('PRAGMA journal_mode = WAL');
      await writes.execute(`PRAGMA journal_size_limit = ${options.wal.journalSizeLimit}`);
    }
  }
  // Opened once the file is in WAL mode, which is what lets it read while the other writes.
  const reads = await SqliteConnection.open(options.url, pragmas);
  return new SerialSqliteClient({
    reads,
    writes,
    lock: new WriteLock(STUCK_AFTER_MS),
    busyTimeoutMs: options.busyTimeoutMs,
  });
}

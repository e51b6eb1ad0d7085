import type { InStatement, ResultSet, Transaction } from '@libsql/client';
import type { SqliteConnection } from './sqlite-connection';
import { retryWhileBusy, type WriteLock } from './write-lock';

/** The two connections of the file, the lock of this process and the patience for others. */
export interface Connections {
  reads: SqliteConnection;
  writes: SqliteConnection;
  lock: WriteLock;
  busyTimeoutMs: number;
}

/** The libsql Transaction Drizzle sees: lock and BEGIN IMMEDIATE on first use, on the write connection. */
export class SerialTransaction implements Transaction {
  #begun?: Promise<() => void>;
  #ended = false;

  constructor(private readonly db: Connections) {}

  get closed(): boolean {
    return this.#ended;
  }

  async execute(stmt: InStatement): Promise<ResultSet> {
    await this.#begin();
    return this.db.writes.execute(stmt);
  }

  async batch(stmts: InStatement[]): Promise<ResultSet[]> {
    const results: ResultSet[] = [];
    for (const stmt of stmts) results.push(await this.execute(stmt));
    return results;
  }

  async executeMultiple(sql: string): Promise<void> {
    await this.#begin();
    await this.db.writes.client.executeMultiple(sql);
  }

  async commit(): Promise<void> {
    await this.#end(async () => {
      try {
        await retryWhileBusy(() => this.db.writes.execute('COMMIT'), this.db.busyTimeoutMs);
      } catch (error) {
        // Never hand on an open transaction, nor a connection in doubt.
        await this.db.writes.execute('ROLLBACK').catch(() => {});
        await this.db.writes.renew();
        throw error;
      }
    });
  }

  async rollback(): Promise<void> {
    await this.#end(async () => {
      try {
        await this.db.writes.execute('ROLLBACK');
      } catch (error) {
        // SQLite may have rolled back already (after an I/O error): nothing left to undo then.
        if (/no transaction is active/i.test(String((error as Error)?.message))) return;
        await this.db.writes.renew(); // the next transaction must not start inside this one
        throw error;
      }
    });
  }

  close(): void {
    if (!this.#ended) void this.rollback();
  }

  #begin(): Promise<() => void> {
    if (this.#ended) return Promise.reject(new Error('The transaction is closed'));
    this.#begun ??= this.db.lock.acquire().then(async (release) => {
      try {
        const { writes, busyTimeoutMs } = this.db;
        await retryWhileBusy(() => writes.renewingOnBusy((c) => c.execute('BEGIN IMMEDIATE')), busyTimeoutMs);
        return release;
      } catch (error) {
        release();
        this.#ended = true;
        throw error;
      }
    });
    return this.#begun;
  }

  async #end(finish: () => Promise<void>): Promise<void> {
    if (this.#ended) return;
    const begun = this.#begun;
    this.#ended = true;
    if (!begun) return; // never ran a statement: no BEGIN, no lock
    const release = await begun.catch(() => undefined);
    if (!release) return; // BEGIN failed: already released
    try {
      await finish();
    } finally {
      release();
    }
  }
}

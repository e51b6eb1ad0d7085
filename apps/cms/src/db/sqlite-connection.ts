import { createClient, type Client, type InStatement, type ResultSet } from '@libsql/client';
import { isBusy } from './write-lock';

/**
 * One connection to the SQLite file, with its PRAGMAs, replaced after SQLITE_BUSY.
 *
 * libsql leaves a statement that failed with SQLITE_BUSY active on its connection (nothing
 * resets it until the garbage collector finalises it), and SQLite refuses any later COMMIT on
 * that connection: "cannot commit transaction - SQL statements in progress". So a connection
 * that answered busy is dropped, and the statement retried on a fresh one.
 */
export class SqliteConnection {
  #client: Client;

  private constructor(
    private readonly url: string,
    private readonly pragmas: string[],
    client: Client,
  ) {
    this.#client = client;
  }

  static async open(url: string, pragmas: string[]): Promise<SqliteConnection> {
    return new SqliteConnection(url, pragmas, await SqliteConnection.#connect(url, pragmas));
  }

  static async #connect(url: string, pragmas: string[]): Promise<Client> {
    const client = createClient({ url });
    for (const pragma of pragmas) await client.execute(pragma);
    return client;
  }

  get client(): Client {
    return this.#client;
  }

  execute(stmt: InStatement): Promise<ResultSet> {
    return this.#client.execute(stmt);
  }

  /** Runs `work` on this connection; after SQLITE_BUSY, swaps in a fresh connection, then rethrows. */
  async renewingOnBusy<T>(work: (client: Client) => Promise<T>): Promise<T> {
    try {
      return await work(this.#client);
    } catch (error) {
      if (isBusy(error)) await this.renew();
      throw error;
    }
  }

  /** Swaps in a fresh connection (the stale one closes when it can). */
  async renew(): Promise<void> {
    const stale = this.#client;
    this.#client = await SqliteConnection.#connect(this.url, this.pragmas);
    try {
      stale.close();
    } catch {
      // Its busy statement keeps it open: the garbage collector closes it with that statement.
    }
  }

  close(): void {
    this.#client.close();
  }
}

import type { DatabaseAdapterObj } from 'payload';
import { openSerialSqliteClient, type SqliteOptions } from './sqlite-client';

/** What of db-sqlite's adapter is used here: its client slot and its connect. */
interface SqliteAdapter {
  client?: unknown;
  connect: (options?: { hotReload?: boolean }) => Promise<void>;
}

/** A database in memory exists once per connection: its one connection cannot be split in two. */
const inMemory = (url: string) => /:memory:|[?&]mode=memory\b/.test(url);

/**
 * Gives db-sqlite the serialising client of sqlite-client.ts (see why there) before it
 * connects: db-sqlite only creates its own client when none is set, and builds Drizzle on
 * whichever it finds, so every query, transaction and migration goes through ours. The PRAGMAs
 * it would have run (WAL, synchronous) are run by `openSerialSqliteClient` on both connections.
 * Other URLs (a libsql server, a database in memory) keep db-sqlite's own client.
 */
export function serialiseSqliteWrites(
  adapter: DatabaseAdapterObj,
  options: SqliteOptions,
): DatabaseAdapterObj {
  if (!options.url.startsWith('file:') || inMemory(options.url)) return adapter;
  return {
    ...adapter,
    init(args) {
      const db = adapter.init(args);
      const sqlite = db as unknown as SqliteAdapter;
      const connect = sqlite.connect.bind(db);
      sqlite.connect = async (connectOptions) => {
        sqlite.client ??= await openSerialSqliteClient(options);
        await connect(connectOptions);
      };
      return db;
    },
  };
}

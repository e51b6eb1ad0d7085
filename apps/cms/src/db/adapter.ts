import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj, Migration } from 'payload';
import { migrations as postgresMigrations } from '../migrations/postgres';
import { migrations as sqliteMigrations } from '../migrations/sqlite';
import { CMS_ROOT, databaseChoice, ensureDir, type DatabaseChoice } from '../env';
import { serialiseSqliteWrites } from './sqlite-serial-adapter';

const MIGRATIONS_DIR = path.join(CMS_ROOT, 'src', 'migrations');

/** The committed migrations of the adapter in use, run by `onInit` (migrate-on-init.ts). */
export function migrationsFor(choice: DatabaseChoice): Migration[] {
  // The generated files type their arguments per adapter; `migrate()` takes the generic shape.
  return (choice.kind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[];
}

/**
 * SQLite (libsql, WAL, writes in turns: sqlite-client.ts) by default, PostgreSQL when DATABASE_URL says so.
 * `push: false` everywhere: the schema only ever changes through committed migrations, which
 * the server runs itself on start (migrate-on-init.ts), not as `prodMigrations`.
 */
export function databaseAdapter(choice: DatabaseChoice = databaseChoice()): DatabaseAdapterObj {
  if (choice.kind === 'postgres') {
    return postgresAdapter({
      // Payload reads nested arrays with one big query of lateral joins; its high cost estimate
      // triggers PostgreSQL's JIT, which spends seconds compiling a query that runs in
      // milliseconds (measured: 3.2 s → ~10 ms for the menus global).
      pool: { connectionString: choice.url, options: '-c jit=off' },
      push: false,
      migrationDir: path.join(MIGRATIONS_DIR, 'postgres'),
    });
  }
  if (choice.file) ensureDir(path.dirname(choice.file));
  const wal = choice.url.startsWith('file:')
    ? { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' as const }
    : undefined;
  const adapter = sqliteAdapter({
    client: { url: choice.url },
    // For a libsql server only: a local file gets its PRAGMAs from sqlite-client.ts.
    wal: false,
    // db-sqlite runs without transactions unless given options; submissions need them (a request
    // and its files are stored together or not at all), as PostgreSQL has them by default.
    transactionOptions: {},
    push: false,
    migrationDir: path.join(MIGRATIONS_DIR, 'sqlite'),
  });
  // Writes wait their turn instead of failing with "database is locked" (sqlite-client.ts).
  return serialiseSqliteWrites(adapter, { url: choice.url, wal, busyTimeoutMs: 5000 });
}

import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj, Migration } from 'payload';
import { migrations as postgresMigrations } from '../migrations/postgres';
import { migrations as sqliteMigrations } from '../migrations/sqlite';
import { CMS_ROOT, databaseChoice, ensureDir, type DatabaseChoice } from '../env';

const MIGRATIONS_DIR = path.join(CMS_ROOT, 'src', 'migrations');

/** The committed migrations of the adapter in use; `onInit` runs them outside production too. */
export function migrationsFor(choice: DatabaseChoice): Migration[] {
  // The generated files type their arguments per adapter; `migrate()` takes the generic shape.
  return (choice.kind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[];
}

/**
 * SQLite (libsql, WAL, writes in turn: sqlite-writes.ts) by default, PostgreSQL when DATABASE_URL says so.
 * `push: false` everywhere: the schema only ever changes through committed migrations.
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
      prodMigrations: postgresMigrations,
    });
  }
  if (choice.file) ensureDir(path.dirname(choice.file));
  return sqliteAdapter({
    client: { url: choice.url },
    // PRAGMA journal_mode=WAL and busy_timeout, run by the adapter on connect.
    wal: choice.url.startsWith('file:')
      ? { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' }
      : false,
    // No busy timeout: libsql would wait synchronously, freezing the server. Writes take turns
    // and retry asynchronously instead (sqlite-writes.ts).
    busyTimeout: 0,
    // db-sqlite runs without transactions unless given options; submissions need them (a request
    // and its files are stored together or not at all), as PostgreSQL has them by default.
    transactionOptions: {},
    push: false,
    migrationDir: path.join(MIGRATIONS_DIR, 'sqlite'),
    prodMigrations: sqliteMigrations,
  });
}

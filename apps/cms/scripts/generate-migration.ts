/**
 * Writes a migration for the schema change since the last committed one, for one adapter:
 *   npm run migrate:create -w apps/cms -- sqlite <name>
 *   npm run migrate:create -w apps/cms -- postgres <name>
 * No database is touched (the diff is against the last snapshot JSON in src/migrations/<adapter>).
 * Exits without writing anything when the schema did not change.
 */
import os from 'node:os';
import path from 'node:path';
import { getPayload } from 'payload';

const [kind = 'sqlite', name = 'migration'] = process.argv.slice(2);
if (kind !== 'sqlite' && kind !== 'postgres')
  throw new Error('usage: generate-migration <sqlite|postgres> [name]');

if (kind === 'postgres') {
  if (!/^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '')) {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
  }
} else {
  delete process.env.DATABASE_URL;
  process.env.SQLITE_PATH = path.join(os.tmpdir(), `dav-cms-migration-${process.pid}.db`);
}

const { default: config } = await import('../src/payload.config');
const payload = await getPayload({ config, disableOnInit: true, disableDBConnect: true });
await payload.db.createMigration({ migrationName: name, payload, skipEmpty: true });
process.exit(0);

import type { Payload } from 'payload';
import type { DatabaseChoice } from '../env';
import { migrationsFor } from './adapter';

/**
 * The adapters run `prodMigrations` on connect only when NODE_ENV is production. With
 * `push: false`, dev servers and tests would start on an empty schema, so they migrate here
 * with the same committed files (already-applied ones are skipped).
 */
export async function migrateOnInit(payload: Payload, database: DatabaseChoice): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  await payload.db.migrate({ migrations: migrationsFor(database) });
}

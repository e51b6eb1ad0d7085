import type { Payload } from 'payload';
import type { DatabaseChoice } from '../env';
import { migrationsFor } from './adapter';

/**
 * Every server migrates itself here, in production as in development and tests, with the
 * committed files (already-applied ones are skipped), under the startup lock (startup-lock.ts).
 * Not through the adapters' `prodMigrations`: they run on connect, before any lock can be
 * taken, and only when NODE_ENV is production.
 */
export async function migrateOnInit(payload: Payload, database: DatabaseChoice): Promise<void> {
  await payload.db.migrate({ migrations: migrationsFor(database) });
}

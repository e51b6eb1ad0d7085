import { describe, it } from 'vitest';
import { createTempDatabase, postgresAvailable } from './postgres';

type DatabaseSuite = (
  name: string,
  env: () => Promise<Record<string, string | undefined>>,
  cleanup: () => Promise<void>,
) => void;

/**
 * Runs `suite` on a throwaway PostgreSQL database. When no server answers and none was asked for
 * (TEST_POSTGRES_URL unset), the suite is reported as skipped, loudly, and its SQLite twin still
 * runs; when one was asked for (CI sets it when 5432 answers), a server that does not answer fails.
 */
export async function describeOnPostgres(label: string, suite: DatabaseSuite): Promise<void> {
  const reason = await postgresAvailable();
  if (reason === true) {
    const db = createTempDatabase();
    suite(
      'PostgreSQL',
      async () => ({ DATABASE_URL: await db.create() }),
      () => db.drop(),
    );
    return;
  }
  if (process.env.TEST_POSTGRES_URL)
    throw new Error(`TEST_POSTGRES_URL is set but PostgreSQL is unavailable: ${reason}`);
  console.warn(`[PostgreSQL] ${label} suite skipped: ${reason}`);
  // Skipped only because this machine has no PostgreSQL and none was asked for (see above).
  describe.skip(`PostgreSQL (skipped: ${reason})`, () => {
    it('needs a server on 127.0.0.1:5432', () => {});
  });
}

import { describe, it } from 'vitest';
import { describeContract } from './support/contract-suite';
import { createTempDatabase, postgresAvailable } from './support/postgres';

const reason = await postgresAvailable();

if (reason === true) {
  const db = createTempDatabase();
  describeContract(
    'PostgreSQL',
    async () => ({ DATABASE_URL: await db.create() }),
    () => db.drop(),
  );
} else if (process.env.TEST_POSTGRES_URL) {
  // Asked for explicitly (CI sets it when 5432 answers): a server that does not answer is a failure.
  throw new Error(`TEST_POSTGRES_URL is set but PostgreSQL is unavailable: ${reason}`);
} else {
  // Without a PostgreSQL server on this machine the SQLite suite still runs; say so loudly.
  console.warn(`[PostgreSQL] contract suite skipped: ${reason}`);
  // Skipped only when no server answers and none was asked for (TEST_POSTGRES_URL unset).
  describe.skip(`PostgreSQL (skipped: ${reason})`, () => {
    it('needs a server on 127.0.0.1:5432', () => {});
  });
}

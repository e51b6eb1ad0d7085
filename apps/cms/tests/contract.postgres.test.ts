import { describe, it } from 'vitest';
import { describeContract } from './support/contract-suite';
import { createTempDatabase, postgresAvailable } from './support/postgres';

const reason = await postgresAvailable();

if (reason === true) {
  const db = createTempDatabase();
  describeContract('PostgreSQL', async () => ({ DATABASE_URL: await db.create() }), () => db.drop());
} else {
  console.warn(`[PostgreSQL] contract suite skipped: ${reason}`);
  describe.skip(`PostgreSQL (skipped: ${reason})`, () => {
    it('needs a server on 127.0.0.1:5432', () => {});
  });
}

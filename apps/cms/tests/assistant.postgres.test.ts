import { describe, it } from 'vitest';
import { describeAssistant } from './support/assistant-suite';
import { createTempDatabase, postgresAvailable } from './support/postgres';

const reason = await postgresAvailable();

if (reason === true) {
  const db = createTempDatabase();
  describeAssistant(
    'PostgreSQL',
    async () => ({ DATABASE_URL: await db.create() }),
    () => db.drop(),
  );
} else if (process.env.TEST_POSTGRES_URL) {
  throw new Error(`TEST_POSTGRES_URL is set but PostgreSQL is unavailable: ${reason}`);
} else {
  console.warn(`[PostgreSQL] assistant suite skipped: ${reason}`);
  describe.skip(`PostgreSQL (skipped: ${reason})`, () => {
    it('needs a server on 127.0.0.1:5432', () => {});
  });
}

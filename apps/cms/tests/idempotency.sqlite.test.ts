import { describeIdempotency } from './support/idempotency-suite';

describeIdempotency('SQLite', () => ({ DATABASE_URL: undefined, SQLITE_PATH: undefined }));

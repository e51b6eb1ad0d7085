import { describeIdempotency } from './support/idempotency-suite';
import { describeOnPostgres } from './support/on-postgres';

await describeOnPostgres('idempotency', describeIdempotency);

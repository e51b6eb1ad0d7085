import { describeContract } from './support/contract-suite';
import { describeOnPostgres } from './support/on-postgres';

await describeOnPostgres('contract', describeContract);

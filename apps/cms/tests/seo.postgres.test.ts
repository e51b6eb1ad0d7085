import { describeOnPostgres } from './support/on-postgres';
import { describeSeo } from './support/seo-suite';

await describeOnPostgres('seo', describeSeo);

import { describeOnPostgres } from './support/on-postgres';
import { describeRedirects } from './support/redirects-suite';

await describeOnPostgres('redirects', describeRedirects);

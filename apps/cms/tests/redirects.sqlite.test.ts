import { describeRedirects } from './support/redirects-suite';

describeRedirects('SQLite', () => ({ DATABASE_URL: undefined, SQLITE_PATH: undefined }));

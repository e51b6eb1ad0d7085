import { describeSeo } from './support/seo-suite';

describeSeo('SQLite', () => ({ DATABASE_URL: undefined, SQLITE_PATH: undefined }));

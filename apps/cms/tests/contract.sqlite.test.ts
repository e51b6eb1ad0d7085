import { describeContract } from './support/contract-suite';

// DATABASE_URL and SQLITE_PATH unset: the default file, data/cms.db, in the suite's temporary CMS_DATA_DIR.
describeContract('SQLite', () => ({ DATABASE_URL: undefined, SQLITE_PATH: undefined }));

import { describeDashboards } from './support/dashboards-suite';

describeDashboards('SQLite', () => ({ DATABASE_URL: undefined, SQLITE_PATH: undefined }));

import { describeAssistant } from './support/assistant-suite';

describeAssistant('SQLite', () => ({ DATABASE_URL: undefined, SQLITE_PATH: undefined }));

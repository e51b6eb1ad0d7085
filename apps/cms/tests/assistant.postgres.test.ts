import { describeAssistant } from './support/assistant-suite';
import { describeOnPostgres } from './support/on-postgres';

await describeOnPostgres('assistant', describeAssistant);

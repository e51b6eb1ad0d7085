import { AssistantScriptSchema } from '@dav/contract';
import { loadAssistantScript } from '@/contract/load-assistant';
import { readRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/** GET /wp-json/api/{locale}/assistant: the chat's script (docs/product.md#the-assistant). */
export const GET = readRoute('assistant', AssistantScriptSchema, ({ payload, locale }) =>
  loadAssistantScript(payload, locale),
);

// Questions are posted to /wp-json/clrz/v1/bot/answer (BOT_ANSWER_PATH).
export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

import { AssistantScriptSchema, isLocale } from '@dav/contract';
import { loadAssistantScript } from '@/contract/load-assistant';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** GET /wp-json/api/{locale}/assistant: the chat's script (docs/product.md#the-assistant). */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('assistant', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const payload = await getPayloadClient();
    return contractJson(AssistantScriptSchema, await loadAssistantScript(payload, locale));
  });
}

// Questions are posted to /wp-json/clrz/v1/bot/answer (BOT_ANSWER_PATH).
export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

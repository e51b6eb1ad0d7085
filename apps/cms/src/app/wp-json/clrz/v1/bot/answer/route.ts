import { handleBotQuestion } from '@/assistant/handle-question';
import { methodNotAllowed, withContractErrors } from '@/lib/respond';
import { getPayloadClient } from '@/routes/payload';

export const dynamic = 'force-dynamic';

/** POST /wp-json/clrz/v1/bot/answer (BOT_ANSWER_PATH, SPEC 7): the assistant's answer to a message. */
export function POST(request: Request): Promise<Response> {
  return withContractErrors('bot/answer', () => handleBotQuestion(getPayloadClient, request));
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as GET,
  methodNotAllowed as PATCH,
  methodNotAllowed as PUT,
};

import { handleBotQuestion } from '@/assistant/handle-question';
import { methodNotAllowed, withContractErrors } from '@/contract/respond';

export const dynamic = 'force-dynamic';

/** POST /wp-json/clrz/v1/bot/answer (BOT_ANSWER_PATH, SPEC 7): the assistant's answer to a message. */
export function POST(request: Request): Promise<Response> {
  return withContractErrors('bot/answer', () => handleBotQuestion(request));
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as GET,
  methodNotAllowed as PATCH,
  methodNotAllowed as PUT,
};

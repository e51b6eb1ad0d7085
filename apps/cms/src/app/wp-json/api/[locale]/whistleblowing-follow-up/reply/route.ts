import { methodNotAllowed, withContractErrors } from '@/contract/respond';
import { handleFollowUpReply } from '@/whistleblowing/follow-up';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** POST /wp-json/api/{locale}/whistleblowing-follow-up/reply: the reporter's message, by their receipt code. */
export function POST(request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('whistleblowing-follow-up-reply', async () =>
    handleFollowUpReply(request, (await params).locale),
  );
}

export const GET = methodNotAllowed;

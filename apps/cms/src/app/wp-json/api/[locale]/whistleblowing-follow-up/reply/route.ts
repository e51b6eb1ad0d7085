import { methodNotAllowed, withContractErrors } from '@/lib/respond';
import { handleFollowUpReply } from '@/whistleblowing/follow-up';
import { getPayloadClient } from '@/routes/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** POST /wp-json/api/{locale}/whistleblowing-follow-up/reply: the reporter's message, by their receipt code. */
export function POST(request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('whistleblowing-follow-up-reply', async () =>
    handleFollowUpReply(getPayloadClient, request, (await params).locale),
  );
}

export const GET = methodNotAllowed;

import { methodNotAllowed, withContractErrors } from '@/lib/respond';
import { handleFollowUp } from '@/whistleblowing/follow-up';
import { getPayloadClient } from '@/routes/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** POST /wp-json/api/{locale}/whistleblowing-follow-up: a report's case, by its receipt code (docs/product.md#whistleblowing-follow-up). */
export function POST(request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('whistleblowing-follow-up', async () =>
    handleFollowUp(getPayloadClient, request, (await params).locale),
  );
}

export const GET = methodNotAllowed;

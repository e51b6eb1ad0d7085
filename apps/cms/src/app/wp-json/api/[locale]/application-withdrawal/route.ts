import { methodNotAllowed, withContractErrors } from '@/lib/respond';
import { handleWithdrawal } from '@/submissions/withdrawal';
import { getPayloadClient } from '@/routes/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** POST /wp-json/api/{locale}/application-withdrawal: the receipt's link, confirmed (docs/product.md#candidates-data). */
export function POST(request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('application-withdrawal', async () =>
    handleWithdrawal(getPayloadClient, request, (await params).locale),
  );
}

export const GET = methodNotAllowed;

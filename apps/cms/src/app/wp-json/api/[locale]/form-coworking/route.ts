import { methodNotAllowed, withContractErrors } from '@/lib/respond';
import { COWORKING } from '@/submissions/contact-kinds';
import { handleSubmission } from '@/submissions/handle';
import { getPayloadClient } from '@/routes/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** POST /wp-json/api/{locale}/form-coworking: a coworking request (docs/product.md#calls), stored before the answer. */
export function POST(request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('form-coworking', async () => {
    const { locale } = await params;
    return handleSubmission(getPayloadClient, request, locale, COWORKING);
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as GET,
  methodNotAllowed as PATCH,
  methodNotAllowed as PUT,
};

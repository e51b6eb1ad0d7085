import { CoworkingResponseSchema, isLocale } from '@dav/contract';
import { mapCoworking } from '@/contract/map-coworking';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** GET /wp-json/api/{locale}/coworking: rates, request form texts and page content. */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('coworking', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const payload = await getPayloadClient();
    const doc = await payload.findGlobal({ slug: 'coworking', locale, depth: 1 });
    return contractJson(CoworkingResponseSchema, mapCoworking(doc));
  });
}

// Coworking requests are posted to /wp-json/api/{locale}/form-coworking (docs/product.md#calls).
export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

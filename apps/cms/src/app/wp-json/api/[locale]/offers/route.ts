import { isLocale, OfferSearchQuerySchema, OfferSearchResponseSchema } from '@dav/contract';
import { searchOffers } from '@/contract/load-offers';
import {
  contractJson,
  errorJson,
  methodNotAllowed,
  queryErrorJson,
  withContractErrors,
} from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/**
 * GET /wp-json/api/{locale}/offers?q=&expertise=&subsidiary=&page= (docs/product.md#calls): the
 * offers search. A malformed parameter is a 400 naming it; an unknown filter slug finds nothing.
 */
export function GET(request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('offers', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const query = OfferSearchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return queryErrorJson(query.error.issues);
    const answer = await searchOffers(await getPayloadClient(), locale, query.data);
    return contractJson(OfferSearchResponseSchema, answer);
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

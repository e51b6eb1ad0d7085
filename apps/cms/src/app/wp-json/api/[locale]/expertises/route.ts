import { isLocale, ExpertisesResponseSchema } from '@dav/contract';
import { loadExpertises } from '@/contract/load-offers';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** GET /wp-json/api/{locale}/expertises: the list a search panel of /nos-offres shows (docs/product.md#calls). */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('expertises', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const items = await loadExpertises(await getPayloadClient(), locale);
    return contractJson(ExpertisesResponseSchema, { items });
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

import { isLocale, SubsidiariesResponseSchema } from '@dav/contract';
import { loadSubsidiaries } from '@/contract/load-offers';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** GET /wp-json/api/{locale}/subsidiaries: with their cities, for a search panel of /nos-offres (docs/product.md#calls). */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('subsidiaries', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const items = await loadSubsidiaries(await getPayloadClient(), locale);
    return contractJson(SubsidiariesResponseSchema, { items });
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

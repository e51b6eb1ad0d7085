import { isLocale, isSlug, SubsidiaryResponseSchema } from '@dav/contract';
import { loadSubsidiary } from '@/contract/load-subsidiaries';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; slug: string }> };

/**
 * GET /wp-json/api/{locale}/subsidiaries/{slug} (docs/product.md#subsidiaries): a subsidiary with
 * its presentation, places, clients, latest news and offers in that language.
 */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('subsidiary', async () => {
    const { locale, slug } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    if (!isSlug(slug)) return errorJson(404, { slug: 'Not found' });
    const subsidiary = await loadSubsidiary(await getPayloadClient(), locale, slug);
    if (!subsidiary) return errorJson(404, { slug: 'Not found' });
    return contractJson(SubsidiaryResponseSchema, subsidiary);
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

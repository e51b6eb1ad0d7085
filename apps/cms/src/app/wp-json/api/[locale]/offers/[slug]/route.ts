import { isLocale, isSlug, OfferResponseSchema } from '@dav/contract';
import { loadOffer } from '@/contract/load-offers';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; slug: string }> };

/**
 * GET /wp-json/api/{locale}/offers/{slug}: an offer on the site in that language, with its related
 * offers. Unpublished, scheduled, closed or untranslated: 404, as if it did not exist.
 */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('offer', async () => {
    const { locale, slug } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    if (!isSlug(slug)) return errorJson(404, { slug: 'Not found' });
    const offer = await loadOffer(await getPayloadClient(), locale, slug);
    if (!offer) return errorJson(404, { slug: 'Not found' });
    return contractJson(OfferResponseSchema, offer);
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

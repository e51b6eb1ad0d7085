import { ConsentResponseSchema, isLocale } from '@dav/contract';
import { mapConsent } from '@/contract/map-consent';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** GET /wp-json/api/{locale}/consent: the banner's texts, the policy revision, the tag manager. */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('consent', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const payload = await getPayloadClient();
    // No fallback: an empty text takes the shipped one of this language, not French.
    const doc = await payload.findGlobal({ slug: 'consent', locale, fallbackLocale: false, depth: 0 });
    return contractJson(ConsentResponseSchema, mapConsent(doc, locale));
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

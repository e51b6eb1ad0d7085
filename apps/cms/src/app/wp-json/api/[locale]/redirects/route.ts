import { isLocale, RedirectsResponseSchema } from '@dav/contract';
import { loadRedirects } from '@/contract/load-redirects';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** GET /wp-json/api/{locale}/redirects: what the website applies before routing (docs/product.md#redirects). */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('redirects', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const items = await loadRedirects(await getPayloadClient(), locale);
    return contractJson(RedirectsResponseSchema, { items });
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

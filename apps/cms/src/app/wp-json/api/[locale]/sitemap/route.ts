import { isLocale, SitemapResponseSchema } from '@dav/contract';
import { loadSitemap } from '@/contract/load-sitemap';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** GET /wp-json/api/{locale}/sitemap: what the website's sitemap of that language lists (docs/product.md#what-search-engines-see). */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('sitemap', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    return contractJson(SitemapResponseSchema, await loadSitemap(await getPayloadClient(), locale));
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

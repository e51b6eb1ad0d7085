import { CategoriesResponseSchema, isLocale } from '@dav/contract';
import { loadCategories } from '@/contract/load-posts';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** GET /wp-json/api/{locale}/categories: the blog's filter (docs/product.md#blog). */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('categories', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const items = await loadCategories(await getPayloadClient(), locale);
    return contractJson(CategoriesResponseSchema, { items });
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

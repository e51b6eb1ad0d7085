import { isLocale, PostListQuerySchema, PostListResponseSchema } from '@dav/contract';
import { listPosts } from '@/contract/load-posts';
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
 * GET /wp-json/api/{locale}/posts?category=&order=desc|asc&page= (docs/product.md#blog): one page
 * of the blog. A malformed parameter is a 400 naming it; an unknown category finds nothing.
 */
export function GET(request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('posts', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const query = PostListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return queryErrorJson(query.error.issues);
    return contractJson(
      PostListResponseSchema,
      await listPosts(await getPayloadClient(), locale, query.data),
    );
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

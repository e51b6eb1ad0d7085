import { isLocale, isSlug, PostResponseSchema } from '@dav/contract';
import { loadPost } from '@/contract/load-posts';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; slug: string }> };

/**
 * GET /wp-json/api/{locale}/posts/{slug}: a post on the site in that language, with its related
 * posts. Unpublished, scheduled or untranslated: 404, as if it did not exist.
 */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('post', async () => {
    const { locale, slug } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    if (!isSlug(slug)) return errorJson(404, { slug: 'Not found' });
    const post = await loadPost(await getPayloadClient(), locale, slug);
    if (!post) return errorJson(404, { slug: 'Not found' });
    return contractJson(PostResponseSchema, post);
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

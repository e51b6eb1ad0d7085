import { PostListQuerySchema, PostListResponseSchema } from '@dav/contract';
import { listPosts } from '@/contract/load-posts';
import { searchRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/**
 * GET /wp-json/api/{locale}/posts?category=&order=desc|asc&page= (docs/product.md#blog): one page
 * of the blog. A malformed parameter is a 400 naming it; an unknown category finds nothing. Always
 * the public's: a preview link shows its own document only (edition.ts).
 */
export const GET = searchRoute(
  'posts',
  PostListQuerySchema,
  PostListResponseSchema,
  ({ payload, locale }, query) => listPosts(payload, locale, query, new Date()),
);

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

import { routePath } from '@dav/rules';
import { PostListQuerySchema, type PostListQuery } from '@dav/contract';
import { readQuery, type RawParams } from '../screen/read-query';

/** The blog's route (docs/product.md#routes): its state lives in the query string. */
export const BLOG_PATH = routePath('blog');

/**
 * The list a URL asks for. A hand-edited or stale URL never fails the page: each parameter the
 * contract refuses is read as its default (all categories, newest first, page 1).
 */
export function readBlogQuery(params: RawParams): PostListQuery {
  return readQuery(PostListQuerySchema, params, ['category', 'order', 'page']);
}

/** `/blog?category=…&order=asc&page=2`: defaults left out. */
export function blogHref(query: Partial<PostListQuery>, hash?: string): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.order === 'asc') params.set('order', 'asc');
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.size > 0 ? `?${params}` : '';
  return `${BLOG_PATH}${search}${hash ? `#${hash}` : ''}`;
}

export const postHref = (slug: string) => routePath('blog-post', slug);

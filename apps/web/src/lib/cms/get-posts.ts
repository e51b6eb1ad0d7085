import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  CategoriesResponseSchema,
  PostListResponseSchema,
  PostResponseSchema,
  postsTags,
  postTags,
  type Category,
  type Locale,
  type PostListQuery,
  type PostListResponse,
  type PostResponse,
} from '@dav/contract';
import { cmsRead } from './cms-read';
import { previewLink } from './preview-link';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE, CMS_SCHEDULE_CACHE_LIFE } from './cache-tags';

/** One page of the blog (docs/product.md#blog): few combinations (category × order × page), cached. */
export async function listPosts(locale: Locale, query: PostListQuery): Promise<PostListResponse> {
  'use cache';
  cacheTag(...postsTags(locale));
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.order !== 'desc') params.set('order', query.order);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.size > 0 ? `?${params}` : '';
  const read = await cmsRead(`/wp-json/api/${locale}/posts${search}`, PostListResponseSchema);
  if (read.kind === 'not-found') throw new Error(`No blog for ${locale}`);
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_SCHEDULE_CACHE_LIFE);
  return read.data;
}

/** The blog's categories, for its filter. */
export async function getCategories(locale: Locale): Promise<Category[]> {
  'use cache';
  cacheTag(...postsTags(locale));
  const read = await cmsRead(`/wp-json/api/${locale}/categories`, CategoriesResponseSchema);
  if (read.kind === 'not-found') return [];
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data.items;
}

/**
 * A post on the site in that language, or null; kept until an edit says otherwise. Its draft in a
 * draft session whose link names a post (preview-link.ts).
 */
export async function getPost(locale: Locale, slug: string): Promise<PostResponse | null> {
  return readPost(locale, slug, await previewLink('posts'));
}

async function readPost(locale: Locale, slug: string, preview: string | null): Promise<PostResponse | null> {
  'use cache';
  cacheTag(...postTags(locale, slug));
  const read = await cmsRead(`/wp-json/api/${locale}/posts/${encodeURIComponent(slug)}`, PostResponseSchema, {
    preview,
  });
  if (read.kind === 'not-found') {
    cacheLife(CMS_SCHEDULE_CACHE_LIFE);
    return null;
  }
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data;
}

import {
  POSTS_PAGE_SIZE,
  type Locale,
  type PostListQuery,
  type PostListResponse,
  type PostSummary,
} from '@dav/contract';
import type { Payload } from 'payload';
import type { Post } from '../payload-types';
import { localeOptions, lookups, mapSummary, SUMMARY_FIELDS, visiblePosts } from './post-cards';

/*
 * Lists of posts (docs/product.md#blog): the blog, one page at a time, and a subsidiary's news.
 * A post's own page: load-post.ts.
 */

/** GET /wp-json/api/{locale}/posts: one page, newest or oldest first, of one category or all. */
export async function listPosts(
  payload: Payload,
  locale: Locale,
  query: PostListQuery,
  now = new Date(),
): Promise<PostListResponse> {
  const refs = await lookups(payload, locale);
  const empty = { total: 0, page: query.page, pageSize: POSTS_PAGE_SIZE, items: [] };
  let category: string | null = null;
  if (query.category) {
    category = [...refs.categories.values()].find((c) => c.slug === query.category)?.id ?? null;
    if (category === null) return empty;
  }
  const found = await payload.find({
    collection: 'posts',
    ...localeOptions(locale),
    depth: 1,
    limit: POSTS_PAGE_SIZE,
    page: query.page,
    sort: query.order === 'asc' ? ['datePosted', 'id'] : ['-datePosted', '-id'],
    where: {
      and: [visiblePosts(now), ...(category ? [{ categories: { contains: category } }] : [])],
    },
    select: SUMMARY_FIELDS,
  });
  return {
    total: found.totalDocs,
    page: query.page,
    pageSize: POSTS_PAGE_SIZE,
    items: found.docs.flatMap((doc) => mapSummary(doc as Post, refs) ?? []),
  };
}

/** A subsidiary's newest posts on the site in that language (its page's news). */
export async function latestPostsOf(
  payload: Payload,
  locale: Locale,
  subsidiaryId: number,
  limit: number,
  now = new Date(),
): Promise<PostSummary[]> {
  const [refs, found] = await Promise.all([
    lookups(payload, locale),
    payload.find({
      collection: 'posts',
      ...localeOptions(locale),
      depth: 1,
      limit,
      sort: ['-datePosted', '-id'],
      where: { and: [visiblePosts(now), { subsidiary: { equals: subsidiaryId } }] },
      select: SUMMARY_FIELDS,
    }),
  ]);
  return found.docs.flatMap((doc) => mapSummary(doc as Post, refs) ?? []);
}

import { z } from 'zod';
import { ImageSchema } from './media';
import { KnowMoreSchema, SeoSchema } from './page';
import { MANAGER_POSITIONS, optionalSlug, pageParam, POSITION_FORMS, RichTextSchema } from './offers';

/*
 * The blog (docs/product.md#blog): categories, posts newest or oldest first, one post.
 */

export const CategorySchema = z.object({ id: z.string(), slug: z.string(), title: z.string() });
export type Category = z.infer<typeof CategorySchema>;

/** GET /wp-json/api/{locale}/categories */
export const CategoriesResponseSchema = z.object({ items: z.array(CategorySchema) });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

/** What a post's card shows. Dates are ISO 8601 strings. */
export const PostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  datePosted: z.string(),
  categories: z.array(CategorySchema),
  cover: ImageSchema.nullable(),
  /** The subsidiary whose news it is, by slug. */
  subsidiary: z.string().nullable(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const PostAuthorSchema = z.object({
  name: z.string(),
  position: z.enum(MANAGER_POSITIONS).nullable(),
  form: z.enum(POSITION_FORMS),
  photo: ImageSchema.nullable(),
});
export type PostAuthor = z.infer<typeof PostAuthorSchema>;

/** GET /wp-json/api/{locale}/posts/{slug}: a published post, in that language. */
export const PostResponseSchema = PostSummarySchema.extend({
  body: RichTextSchema,
  author: PostAuthorSchema.nullable(),
  /** Chosen by the editor, else the newest of the same category (at most 3). */
  related: z.array(PostSummarySchema),
  /** Cards the editor added, shown as a second know-more strip; null: none. */
  knowMore: KnowMoreSchema.nullable(),
  /** What search engines and social sites show, when the editor set it. */
  seo: SeoSchema,
  /** The same post in the other languages where it is translated. */
  translations: z.array(z.object({ lang: z.string(), slug: z.string() })),
  updatedAt: z.string(),
});
export type PostResponse = z.infer<typeof PostResponseSchema>;

/** Posts per page of the list (docs/product.md#blog). */
export const POSTS_PAGE_SIZE = 9;
export const POSTS_MAX_PAGE = 50;
export const POST_ORDERS = ['desc', 'asc'] as const;
export type PostOrder = (typeof POST_ORDERS)[number];

/** The list's query string, as the site's URL and the CMS route both read it. */
export const PostListQuerySchema = z.object({
  category: optionalSlug,
  order: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(POST_ORDERS, { error: 'desc or asc' }).default('desc'),
  ),
  page: pageParam(POSTS_MAX_PAGE),
});
export type PostListQuery = z.infer<typeof PostListQuerySchema>;

/** GET /wp-json/api/{locale}/posts?category=&order=&page= */
export const PostListResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  items: z.array(PostSummarySchema),
});
export type PostListResponse = z.infer<typeof PostListResponseSchema>;

import { ErrorResponseSchema } from '../errors';
import {
  CategoriesResponseSchema,
  POST_ORDERS,
  PostListResponseSchema,
  PostResponseSchema,
  POSTS_MAX_PAGE,
} from '../posts';
import { json, localeParam, pathParam } from './parts';

/*
 * The blog: one page of posts, a post with its related posts, the categories. Operations only:
 * ../openapi.ts puts them at their paths.
 */
export const blogOperations = () => ({
  posts: {
    summary: 'The blog: posts on the site in that language, newest (or oldest) first, 9 per page',
    parameters: [
      localeParam,
      {
        name: 'category',
        in: 'query',
        required: false,
        description: 'A category slug in that language; empty: all',
        schema: { type: 'string' },
      },
      {
        name: 'order',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: [...POST_ORDERS], default: 'desc' },
      },
      {
        name: 'page',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: POSTS_MAX_PAGE, default: 1 },
      },
    ],
    responses: {
      '200': json(PostListResponseSchema, 'The total and one page of post cards'),
      '400': json(ErrorResponseSchema, 'A malformed parameter: parameter → message'),
      '404': json(ErrorResponseSchema, 'Unknown locale'),
    },
  },
  post: {
    summary: 'A post by its slug in that language, with its related posts',
    parameters: [localeParam, pathParam('slug')],
    responses: {
      '200': json(PostResponseSchema, 'The post'),
      '404': json(ErrorResponseSchema, 'Unknown, unpublished, scheduled or untranslated post'),
    },
  },
  categories: {
    summary: 'The blog’s categories (its filter)',
    parameters: [localeParam],
    responses: {
      '200': json(CategoriesResponseSchema, 'The categories'),
      '404': json(ErrorResponseSchema, 'Unknown locale'),
    },
  },
});

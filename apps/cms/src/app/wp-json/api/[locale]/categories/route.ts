import { CategoriesResponseSchema } from '@dav/contract';
import { loadCategories } from '@/contract/load-categories';
import { readRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/** GET /wp-json/api/{locale}/categories: the blog's filter (docs/product.md#blog). */
export const GET = readRoute('categories', CategoriesResponseSchema, async ({ payload, locale }) => ({
  items: await loadCategories(payload, locale),
}));

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

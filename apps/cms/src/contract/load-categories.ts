import type { Category, Locale } from '@dav/contract';
import type { Payload } from 'payload';
import type { Category as CategoryDoc } from '../payload-types';

/*
 * The blog's categories (its filter, and what a post card is filed under): in the language asked
 * for, never another, so a category untranslated there is not shown.
 */

function mapCategory(doc: CategoryDoc): Category | null {
  return doc.slug && doc.title ? { id: String(doc.id), slug: doc.slug, title: doc.title } : null;
}

/** GET /wp-json/api/{locale}/categories: those with a slug in that language. */
export async function loadCategories(payload: Payload, locale: Locale): Promise<Category[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    sort: 'title',
  });
  return docs.flatMap((doc) => mapCategory(doc) ?? []);
}

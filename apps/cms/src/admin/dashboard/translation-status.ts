import type { Where } from 'payload';

/*
 * Which documents miss a language, as a query (docs/product.md#staff: "pages with missing
 * languages"). Today a page misses a language when its slug there is empty: the site serves a
 * page in a language only through its slug in that language. Once each document records its
 * translation status (`translations.<locale>`: complete, missing or stale), this is the one
 * place to read it instead.
 */

/** Collections whose documents the editors' dashboard checks for missing languages. */
export const TRANSLATED_COLLECTIONS = ['pages'] as const;

/** The documents missing `locale`, queried with `locale` as the content language. */
export const missingIn = (_locale: string): Where => ({ slug: { exists: false } });

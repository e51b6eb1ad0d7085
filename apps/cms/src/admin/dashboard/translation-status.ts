import type { Where } from 'payload';
import { statusField } from '../../translations/status-field';

/*
 * Which documents miss a language, as a query (docs/product.md#staff: "pages with missing
 * languages"): the translation status each document keeps (`translations.<locale>`, kept by
 * translations/keep-status.ts), the same filter as the list's "missing in …" links.
 */

/** The collections the editors' dashboard counts missing languages in: pages only, of translations/field.ts's TRANSLATED_COLLECTIONS. */
export const MISSING_LANGUAGE_COLLECTIONS = ['pages'] as const;

/** The documents missing `locale`: a required field of that language is empty. */
export const missingIn = (locale: string): Where => ({
  [`translations.${statusField(locale)}`]: { equals: 'missing' },
});

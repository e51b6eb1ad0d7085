import { LOCALES, type Locale } from '@dav/contract';

/** Where one language of a document stands (docs/product.md#translations). */
export const TRANSLATION_STATUSES = ['complete', 'missing', 'stale'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** The language the others are translated from: theirs is stale when it changed after them. */
export const REFERENCE_LOCALE: Locale = 'fr';

export type EditedAt = Partial<Record<Locale, string | null>>;
export type Statuses = Record<Locale, TranslationStatus>;

/** What the statuses are worked out from, per language. */
export interface LanguageState {
  /** A required field of that language is empty. */
  missing: boolean;
  /** It has no localized value of its own (a decorative picture in English): nothing to translate. */
  empty: boolean;
}

/**
 * Missing when a required field of that language is empty; else stale when it has text of its
 * own and French was edited after that language last was (or that language never was since
 * statuses exist); else complete.
 */
export function statusesOf(state: Record<Locale, LanguageState>, editedAt: EditedAt): Statuses {
  const reference = editedAt[REFERENCE_LOCALE];
  const stale = (locale: Locale) => {
    if (locale === REFERENCE_LOCALE || !reference || state[locale].empty) return false;
    const own = editedAt[locale];
    return !own || Date.parse(reference) > Date.parse(own);
  };
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      state[locale].missing ? 'missing' : stale(locale) ? 'stale' : 'complete',
    ]),
  ) as Statuses;
}

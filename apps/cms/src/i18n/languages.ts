/**
 * The admin's languages: those of the editors (docs/product.md#staff). French first and by default.
 * Light enough for browser components: Payload's translation tables are in ./i18n.ts.
 */
export const ADMIN_LANGUAGES = ['fr', 'en', 'es', 'de'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];
export const DEFAULT_ADMIN_LANGUAGE: AdminLanguage = 'fr';

/** A text of our own config in every admin language (Payload accepts such objects as labels). */
export type AdminText = Record<AdminLanguage, string>;

/** The admin language of `language` (Payload's `i18n.language`), French when it is not one of ours. */
export const adminLanguageOf = (language: string | undefined): AdminLanguage =>
  ADMIN_LANGUAGES.find((code) => code === language) ?? DEFAULT_ADMIN_LANGUAGE;

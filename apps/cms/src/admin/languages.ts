import { de } from '@payloadcms/translations/languages/de';
import { en } from '@payloadcms/translations/languages/en';
import { es } from '@payloadcms/translations/languages/es';
import { fr } from '@payloadcms/translations/languages/fr';

/** The admin's languages: those of the editors (docs/product.md#staff). French first and by default. */
export const ADMIN_LANGUAGES = ['fr', 'en', 'es', 'de'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];
export const DEFAULT_ADMIN_LANGUAGE: AdminLanguage = 'fr';

/** A text of our own config in every admin language (Payload accepts such objects as labels). */
export type AdminText = Record<AdminLanguage, string>;

export const adminI18n = {
  supportedLanguages: { fr, en, es, de },
  fallbackLanguage: DEFAULT_ADMIN_LANGUAGE,
};

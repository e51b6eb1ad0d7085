import { de } from '@payloadcms/translations/languages/de';
import { en } from '@payloadcms/translations/languages/en';
import { es } from '@payloadcms/translations/languages/es';
import { fr } from '@payloadcms/translations/languages/fr';
import { DEFAULT_ADMIN_LANGUAGE } from '../i18n/languages';

/** Payload's own admin texts in our admin languages (payload.config.ts). Never bundled for a browser. */
export const adminI18n = {
  supportedLanguages: { fr, en, es, de },
  fallbackLanguage: DEFAULT_ADMIN_LANGUAGE,
};

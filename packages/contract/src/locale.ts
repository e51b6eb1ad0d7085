import { z } from 'zod';

/** The content languages. `ay-*` accessibility hosts render fr or en content. */
export const LOCALES = ['fr', 'en', 'es', 'de'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return LocaleSchema.safeParse(value).success;
}

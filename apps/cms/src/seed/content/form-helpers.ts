import { LOCALES, type Locale } from '@dav/contract';
import { defaultMessage } from '@dav/rules';
import type { SeedFormField } from './types';
import type { Localized } from './types';

/** Shared by the seed form definitions (forms.ts, application-forms.ts). */

/** A text in each language, from a function of the language. */
export const all = (text: (locale: Locale) => string): Localized<string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as Localized<string>;

/** The same text in every language (a name, a brand). */
export const same = (text: string): Localized<string> => all(() => text);

/** The docs/product.md#forms-validation default messages, from @dav/rules, as the field's own messages. */
export const REQUIRED = all((locale) => defaultMessage('required', locale));
export const EMAIL_INVALID = all((locale) => defaultMessage('email', locale));
export const FILE_FORMAT = all((locale) => defaultMessage('fileFormat', locale));
export const FILE_SIZE = all((locale) => defaultMessage('fileSize', locale));

/** A required text field. */
export const text = (
  name: string,
  label: Localized<string>,
  extra: Partial<SeedFormField> = {},
): SeedFormField => ({
  type: 'text',
  name,
  label,
  messageIfEmpty: REQUIRED,
  ...extra,
});

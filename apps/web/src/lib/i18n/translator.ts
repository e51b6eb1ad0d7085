import 'server-only';
import { DEFAULT_TRADS, type Locale, type TradKey, type Trads } from '@dav/contract';
import { IntlMessageFormat } from 'intl-messageformat';

export type Translate = (key: TradKey, values?: Record<string, string | number>) => string;

/** ICU plural or select syntax: `{count, plural, =0 {…} one {…} other {…}}`. */
const ICU = /\{\s*\w+\s*,\s*(?:plural|selectordinal|select)\s*,/;

/**
 * An ICU message (plural wording for zero, one, many: docs/product.md#job-offers) formatted
 * with the language's plural rules; a malformed one (an editor's typo) falls back to the shipped text.
 */
function formatIcu(
  locale: Locale,
  text: string,
  fallback: string,
  values: Record<string, string | number>,
): string {
  for (const message of [text, fallback]) {
    try {
      return String(new IntlMessageFormat(message, locale).format(values));
    } catch {
      // try the next
    }
  }
  return fallback;
}

/**
 * UI strings: the CMS's `trads` first, the shipped default when a key is missing or empty.
 * `{name}` placeholders are filled from `values`. Used on the server; client leaves get strings.
 */
export function translator(locale: Locale, cmsTrads: Trads): Translate {
  const defaults = DEFAULT_TRADS[locale];
  return (key, values) => {
    const text = cmsTrads[key]?.trim() ? cmsTrads[key]! : defaults[key];
    if (!values) return text;
    if (ICU.test(text)) return formatIcu(locale, text, defaults[key], values);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}

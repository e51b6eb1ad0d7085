import 'server-only';
import { DEFAULT_TRADS, type Locale, type TradKey, type Trads } from '@dav/contract';

export type Translate = (key: TradKey, values?: Record<string, string>) => string;

/**
 * UI strings: the CMS's `trads` first, the shipped default when a key is missing or empty.
 * `{name}` placeholders are filled from `values`. Used on the server; client leaves get strings.
 */
export function translator(locale: Locale, cmsTrads: Trads): Translate {
  const defaults = DEFAULT_TRADS[locale];
  return (key, values) => {
    const text = cmsTrads[key]?.trim() ? cmsTrads[key]! : defaults[key];
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

import { DEFAULT_TRADS, TRAD_KEYS, type Locale, type Trads } from '@dav/contract';
import { splitTradKey } from '../globals/trads/trad-keys';

/**
 * The trads global (read without fallback) → every key of the contract. An empty text takes
 * the shipped default of that language, so the site never shows a key or another language.
 */
export function mapTrads(doc: Record<string, unknown>, locale: Locale): Trads {
  const trads: Trads = {};
  for (const key of TRAD_KEYS) {
    const { group, field } = splitTradKey(key);
    const value = (doc[group] as Record<string, unknown> | undefined)?.[field];
    trads[key] = typeof value === 'string' && value.trim() ? value : DEFAULT_TRADS[locale][key];
  }
  return trads;
}

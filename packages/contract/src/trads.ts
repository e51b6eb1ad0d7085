import de from './trads/de.json' with { type: 'json' };
import en from './trads/en.json' with { type: 'json' };
import es from './trads/es.json' with { type: 'json' };
import fr from './trads/fr.json' with { type: 'json' };
import type { Locale } from './locale';

/** Every UI string key. French is the reference: the other languages must have the same keys. */
export type TradKey = keyof typeof fr;

/** The shipped UI strings; the CMS seeds its editable translations from these. */
export const DEFAULT_TRADS: Record<Locale, Record<TradKey, string>> = { fr, en, es, de };

export const TRAD_KEYS = Object.keys(fr) as TradKey[];

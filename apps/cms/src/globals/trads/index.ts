import type { Field, GlobalConfig, Tab } from 'payload';
import { DEFAULT_TRADS, isLocale, type Locale } from '@dav/contract';
import { siteGlobalDefaults } from '../access';
import { splitTradKey, tradKeysByGroup, type CmsTradKey } from './trad-keys';
import { TRAD_VOLUMES, volumeOfGroup } from './trad-volumes';

/** The shipped text of a key, when the contract still has it. */
export const shippedTrad = (locale: Locale, key: CmsTradKey): string | undefined =>
  (DEFAULT_TRADS[locale] as Record<string, string | undefined>)[key];

function tradField(key: CmsTradKey): Field {
  const { field } = splitTradKey(key);
  const french = shippedTrad('fr', key) ?? '';
  const common = {
    name: field,
    label: key,
    localized: true,
    defaultValue: ({ locale }: { locale?: string }) => shippedTrad(isLocale(locale) ? locale : 'fr', key),
  } as const;
  const description = `Default (fr): ${french}`;
  return french.length > 60
    ? { ...common, type: 'textarea', admin: { description, rows: 2 } }
    : { ...common, type: 'text', admin: { description } };
}

const tabsOf = (slug: string): Tab[] =>
  [...tradKeysByGroup()]
    .filter(([group]) => volumeOfGroup(group) === slug)
    .map(([group, keys]) => ({ name: group, label: group, fields: keys.map(tradField) }));

/**
 * Every UI string of the website (packages/contract/src/trads/fr.json), per language, over the
 * volumes of trad-volumes.ts; one tab per key group. An empty text falls back to the shipped
 * default on the wire, so the site never shows a missing key.
 */
export const TradGlobals: GlobalConfig[] = TRAD_VOLUMES.map(({ slug, label }) => ({
  slug,
  label,
  admin: { group: 'Site' },
  ...siteGlobalDefaults,
  fields: [{ type: 'tabs', tabs: tabsOf(slug) }],
}));

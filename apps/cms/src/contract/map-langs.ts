import type { Lang, Locale, MultiDomain, Trads } from '@dav/contract';
import { localeOf, resolveHost, siblingSites, urlOnHost, type DomainEntry } from '@dav/rules';

/** "accessible" in the language of the response, for the `ay-*` entries. */
const ACCESSIBLE: Record<Locale, string> = {
  fr: 'accessible',
  en: 'accessible',
  es: 'accesible',
  de: 'barrierefrei',
};

/**
 * The languages of the visitor's domain group (docs/product.md#calls: filtered to the current group), each
 * with the origin of its host in the same environment, and the group's multi-domain list.
 */
export function mapLangs(
  visitor: { host: string; origin: string },
  registry: readonly DomainEntry[],
  locale: Locale,
  trads: Trads,
): { langs: Lang[]; multiDomains: MultiDomain[] } {
  const site = resolveHost(visitor.host, registry);
  const langs = siblingSites(site, registry).map((sibling) => {
    const language = trads[`lang.${localeOf(sibling.code)}`] ?? sibling.code;
    return {
      slug: sibling.code,
      name: sibling.accessible ? `${language} (${ACCESSIBLE[locale]})` : language,
      url: urlOnHost(sibling.host, visitor.origin),
    };
  });
  const multiDomains = registry
    .filter((entry) => entry.group === site.group)
    .map((entry) => ({ domain: entry.host, lang: entry.code }));
  return { langs, multiDomains };
}

import type { Lang, Locale, SitemapEntry, SitemapResponse } from '@dav/contract';
import { classifyPath, ROUTE_NAMES, ROUTES, routeBase, routePath, type RouteName } from '@dav/rules';
import { cmsPagePath, hreflangAlternates, pageUrlsByLocale, type PageRef } from '../../lib/site/page-links';
import type { SitemapUrl } from './sitemap-xml';

/** The documents of each list, and the detail route they are shown on. */
const DETAILS = {
  posts: 'blog-post',
  offers: 'offer',
  subsidiaries: 'subsidiary',
  dayProducts: 'day-detail',
} as const satisfies Partial<Record<keyof SitemapResponse, RouteName>>;

/** The later of two ISO dates (either may be missing). */
const later = (a: string | undefined, b: string | undefined) => (!a ? b : !b ? a : a > b ? a : b);
const latest = (entries: readonly SitemapEntry[]) =>
  entries.reduce<string | undefined>((max, e) => later(max, e.updatedAt || undefined), undefined);

interface SitemapInput {
  data: SitemapResponse;
  /** The languages of the host's group (the global `langs`): where the alternates live. */
  langs: Lang[];
  locale: Locale;
  origin: string;
}

/**
 * Every indexable page of one language (docs/product.md#what-search-engines-and-social-sites-see), from the route
 * table: the CMS pages (a page with a template at its route's path), the fixed screens, and the
 * details of each list. Each has its absolute URL on this language's host, its last edit (a list's
 * is its latest document's) and its hreflang alternates: the languages where it exists, and
 * `x-default` (French) as the pages' own metadata says.
 */
export function sitemapUrls({ data, langs, locale, origin }: SitemapInput): SitemapUrl[] {
  const byPath = new Map<string, SitemapUrl>();
  const add = (path: string, page: PageRef, lastmod: string | undefined) => {
    const route = classifyPath(path);
    if (route.kind === 'unknown' || !ROUTES[route.kind].indexable) return;
    const known = byPath.get(path);
    if (known) {
      known.lastmod = later(known.lastmod, lastmod);
      return;
    }
    const urls = pageUrlsByLocale(langs, locale, origin, page);
    byPath.set(path, { loc: urls.get(locale)!, lastmod, alternates: hreflangAlternates(urls) });
  };

  for (const page of data.pages) add(cmsPagePath(page.slug, page.template), page, page.updatedAt);

  const detailsOf: Partial<Record<RouteName, SitemapEntry[]>> = {};
  for (const [key, name] of Object.entries(DETAILS) as [keyof typeof DETAILS, RouteName][]) {
    detailsOf[ROUTES[name].parent!] = data[key];
    for (const entry of data[key])
      add(routePath(name, entry.slug), { list: routeBase(name), ...entry }, entry.updatedAt || undefined);
  }

  const ownDates: Partial<Record<RouteName, string | undefined>> = {
    day: data.dayUpdatedAt ?? undefined,
    coworking: data.coworkingUpdatedAt ?? undefined,
  };
  for (const name of ROUTE_NAMES) {
    if (ROUTES[name].shape === 'detail') continue;
    const path = routePath(name);
    add(path, { path }, later(ownDates[name], latest(detailsOf[name] ?? [])));
  }
  return [...byPath.values()];
}

import { isLocale, type GlobalResponse, type Lang, type Locale, type PageTemplate } from '@dav/contract';
import { accessibleCodeFor, cmsLinkHref, isAccessibleCode, localeOf } from '@dav/rules';

/** A CMS page: its translations, as the page response gives them. */
export interface CmsPageRef {
  slug: string;
  template: PageTemplate;
  translations: { lang: string; slug: string }[];
}

/** A screen of the site itself (contact, coworking…): the same French path in every language (docs/product.md#routes). */
export interface ScreenRef {
  path: string;
}

/** A detail of a list route (a job offer: `/nos-offres/{slug}`), with its own slug in each language. */
export interface DetailRef {
  list: string;
  slug: string;
  translations: { lang: string; slug: string }[];
}

export type PageRef = CmsPageRef | ScreenRef | DetailRef;

const isScreen = (page: PageRef): page is ScreenRef => 'path' in page;
const isDetail = (page: PageRef): page is DetailRef => 'list' in page;

/** The path of `page` in `locale`, or null when it has no translation there. */
function pathIn(page: PageRef | null, locale: string, currentLocale: string): string | null {
  if (!page) return locale === currentLocale ? '/' : null;
  if (isScreen(page)) return page.path;
  if (isDetail(page)) {
    const slug =
      locale === currentLocale ? page.slug : page.translations.find((tr) => tr.lang === locale)?.slug;
    return slug ? `${page.list}/${slug}` : null;
  }
  if (locale === currentLocale) return cmsPagePath(page.slug, page.template);
  const t = page.translations.find((tr) => tr.lang === locale);
  return t ? cmsPagePath(t.slug, page.template) : null;
}

/** A CMS page's site path, through the one link-mapping rule (docs/product.md#routes-link-mapping). */
export function cmsPagePath(slug: string, template: PageTemplate | null): string {
  return cmsLinkHref({
    id: slug,
    label: slug,
    external_link: false,
    url: null,
    link: { post_name: slug, post_type: 'page', page_template: template, post_title: slug, to: null },
  });
}

function langUrl(langs: Lang[], locale: string): string | null {
  return langs.find((l) => l.slug === locale)?.url.replace(/\/+$/, '') ?? null;
}

/**
 * The same page in each content language, on that language's host of the current group and
 * environment (the global `langs` URLs). Never `ay-*`. The current language is always present.
 */
export function pageUrlsByLocale(
  langs: Lang[],
  currentLocale: Locale,
  currentOrigin: string,
  page: PageRef | null,
): Map<Locale, string> {
  const urls = new Map<Locale, string>();
  const self = langUrl(langs, currentLocale) ?? currentOrigin;
  urls.set(currentLocale, `${self}${pathIn(page, currentLocale, currentLocale)}`);
  for (const lang of langs) {
    if (!isLocale(lang.slug) || lang.slug === currentLocale) continue;
    const path = pathIn(page, lang.slug, currentLocale);
    if (path) urls.set(lang.slug, `${lang.url.replace(/\/+$/, '')}${path}`);
  }
  return urls;
}

/**
 * hreflang → address, for a page's metadata and the sitemaps alike: each language it exists in,
 * plus `x-default`, the French page (docs/product.md#domains-and-languages).
 */
export function hreflangAlternates(urls: Map<Locale, string>): Record<string, string> {
  const alternates: Record<string, string> = Object.fromEntries(urls);
  const xDefault = urls.get('fr');
  if (xDefault) alternates['x-default'] = xDefault;
  return alternates;
}

export interface LanguageLink {
  code: string;
  name: string;
  /** Null for the active language: shown as plain text. */
  href: string | null;
}

/**
 * The language switcher (docs/product.md#shell): `ay-*` entries hidden, the active language as text, the
 * others to this page's translation on their host, or to their home when there is none.
 */
export function languageLinks(global: GlobalResponse, locale: Locale, page: PageRef | null): LanguageLink[] {
  return global.langs
    .filter((lang) => !isAccessibleCode(lang.slug))
    .map((lang) => {
      if (lang.slug === locale) return { code: lang.slug, name: lang.name, href: null };
      const path = pathIn(page, lang.slug, locale) ?? '/';
      return { code: lang.slug, name: lang.name, href: `${lang.url.replace(/\/+$/, '')}${path}` };
    });
}

export interface AccessibleVersionLink {
  href: string;
  /** The content language there, for `hreflang` (Spanish and German pages link to the English one). */
  lang: Locale;
}

/** The footer's link between the two versions of a page: to the accessible one, or back to the standard one. */
export interface VersionLink extends AccessibleVersionLink {
  to: 'accessible' | 'standard';
}

/**
 * The footer's link to the accessibility host of the current language (`accessibleCodeFor`): the
 * same page there when it exists in that language, else that host's home; null when the group has
 * no such host.
 */
export function accessibleVersionLink(
  global: GlobalResponse,
  locale: Locale,
  page: PageRef | null,
): AccessibleVersionLink | null {
  const code = accessibleCodeFor(locale);
  const host = global.langs.find((lang) => lang.slug === code);
  if (!host) return null;
  const lang = localeOf(code);
  return { href: `${host.url.replace(/\/+$/, '')}${pathIn(page, lang, locale) ?? '/'}`, lang };
}

/**
 * On an accessibility host, the footer's link back to the standard version: the main host of its
 * content language in the same group (`ay-fr` → `fr`, `ay-en` → `en`: `localeOf`), on the same
 * page, which always exists there since both hosts show the same content; null when the group has
 * no such host.
 */
export function standardVersionLink(
  global: GlobalResponse,
  locale: Locale,
  page: PageRef | null,
): AccessibleVersionLink | null {
  const url = langUrl(global.langs, locale);
  return url ? { href: `${url}${pathIn(page, locale, locale)}`, lang: locale } : null;
}

/** The footer's version link: back to the standard version on an accessibility host, else to the accessible one. */
export function versionLink(
  global: GlobalResponse,
  locale: Locale,
  page: PageRef | null,
  accessible: boolean,
): VersionLink | null {
  const link = accessible
    ? standardVersionLink(global, locale, page)
    : accessibleVersionLink(global, locale, page);
  return link ? { ...link, to: accessible ? 'standard' : 'accessible' } : null;
}

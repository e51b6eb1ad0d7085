import { isLocale, type GlobalResponse, type Lang, type Locale, type PageTemplate } from '@dav/contract';
import { cmsLinkHref, isAccessibleCode } from '@dav/rules';

/** The page's translations, as the page response gives them (`[]` for the error page). */
export interface PageRef {
  slug: string;
  template: PageTemplate;
  translations: { lang: string; slug: string }[];
}

/** A CMS page's site path, through the one link-mapping rule (SPEC 2.2). */
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
  urls.set(currentLocale, `${self}${page ? cmsPagePath(page.slug, page.template) : '/'}`);
  for (const t of page?.translations ?? []) {
    if (!isLocale(t.lang) || t.lang === currentLocale) continue;
    const base = langUrl(langs, t.lang);
    if (base) urls.set(t.lang, `${base}${cmsPagePath(t.slug, page!.template)}`);
  }
  return urls;
}

export interface LanguageLink {
  code: string;
  name: string;
  /** Null for the active language: shown as plain text. */
  href: string | null;
}

/**
 * The language switcher (SPEC 2.3): `ay-*` entries hidden, the active language as text, the
 * others to this page's translation on their host, or to their home when there is none.
 */
export function languageLinks(global: GlobalResponse, locale: Locale, page: PageRef | null): LanguageLink[] {
  return global.langs
    .filter((lang) => !isAccessibleCode(lang.slug))
    .map((lang) => {
      if (lang.slug === locale) return { code: lang.slug, name: lang.name, href: null };
      const t = page?.translations.find((tr) => tr.lang === lang.slug);
      const path = t ? cmsPagePath(t.slug, page!.template) : '/';
      return { code: lang.slug, name: lang.name, href: `${lang.url.replace(/\/+$/, '')}${path}` };
    });
}

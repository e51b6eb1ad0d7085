import type { Metadata } from 'next';
import type { Locale } from '@dav/contract';
import { pageUrlsByLocale } from '@/lib/site/page-links';
import { isFound, type CmsPageData } from './load-cms-page';

export const OG_LOCALES: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB', es: 'es_ES', de: 'de_DE' };

/**
 * SEO of a CMS page: title and description from its SEO fields, canonical on its language's
 * main-group host, hreflang alternates for each translation plus x-default (fr), never `ay-*`.
 * Pre-production hosts and `/script` variants are noindex; so is the error page.
 */
export function cmsPageMetadata(data: CmsPageData): Metadata {
  const { site, global, t } = data;
  // The error page: Next adds noindex itself for the 404 status.
  if (!isFound(data)) return { title: `${t('error.title')} | ${t('site.name')}` };
  const { route, page } = data;
  const urls = pageUrlsByLocale(global.langs, site.locale, site.origin, page);
  const canonical = urls.get(site.locale)!;
  const languages: Record<string, string> = Object.fromEntries(urls);
  const xDefault = urls.get('fr');
  if (xDefault) languages['x-default'] = xDefault;
  const title = page.seo.title ?? (route.home ? t('site.name') : `${page.title} | ${t('site.name')}`);
  const description = page.seo.description ?? t('site.description');
  const image = page.seo.image;
  return {
    metadataBase: new URL(site.origin),
    title,
    description,
    alternates: { canonical, languages },
    robots: !site.indexable ? { index: false, follow: false } : route.script ? { index: false } : undefined,
    openGraph: {
      type: 'website',
      url: canonical,
      title,
      description,
      siteName: t('site.name'),
      locale: OG_LOCALES[site.locale],
      images: image
        ? [
            {
              url: image.url,
              alt: image.alt,
              width: image.width ?? undefined,
              height: image.height ?? undefined,
            },
          ]
        : undefined,
    },
  };
}

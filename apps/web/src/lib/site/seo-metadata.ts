import type { Metadata } from 'next';
import type { GlobalResponse, Image, Locale } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { pageUrlsByLocale, type PageRef } from './page-links';
import type { SiteContext } from './site-context';

const OG_LOCALES: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB', es: 'es_ES', de: 'de_DE' };

interface SeoInput {
  site: SiteContext;
  global: GlobalResponse;
  t: Translate;
  /** The page shown, for its URL in each language. */
  page: PageRef;
  title: string;
  description: string;
  image?: Image | null;
  /** `/script` variants, pages reached only after an action: kept out of search results. */
  noindex?: boolean;
}

/**
 * The SEO of any page of the site: canonical on its language's main-group host, hreflang
 * alternates for each language it exists in plus x-default (fr), never `ay-*`; Open Graph;
 * pre-production hosts are noindex, nofollow.
 */
export function seoMetadata({
  site,
  global,
  t,
  page,
  title,
  description,
  image,
  noindex,
}: SeoInput): Metadata {
  const urls = pageUrlsByLocale(global.langs, site.locale, site.origin, page);
  const canonical = urls.get(site.locale)!;
  const languages: Record<string, string> = Object.fromEntries(urls);
  const xDefault = urls.get('fr');
  if (xDefault) languages['x-default'] = xDefault;
  return {
    metadataBase: new URL(site.origin),
    title,
    description,
    alternates: { canonical, languages },
    robots: !site.indexable ? { index: false, follow: false } : noindex ? { index: false } : undefined,
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

import type { Metadata } from 'next';
import type { GlobalResponse, Image, Locale } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { hreflangAlternates, pageUrlsByLocale, type PageRef } from './page-links';
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
  /** The page's own share image; else the language's default (the global `shareImage`). */
  image?: Image | null;
  /** `article` for a post; `website` for everything else. */
  type?: 'website' | 'article';
  /** `/script` variants, pages reached only after an action: kept out of search results. */
  noindex?: boolean;
}

/** The share image as social sites need it: an absolute URL (on the canonical's host), its alt and size. */
export function shareImage(image: Image | null | undefined, base: string) {
  if (!image) return undefined;
  return {
    url: new URL(image.url, base).toString(),
    alt: image.alt,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
  };
}

/**
 * The SEO of any page of the site (docs/product.md#what-search-engines-and-social-sites-see):
 * canonical on its language's main-group host (an `ay-` page's is its main host's page),
 * hreflang alternates for each language it exists in plus x-default (fr), never `ay-*`; Open
 * Graph and a large Twitter card with absolute URLs and an image (the page's, else the
 * language's default); pre-production hosts are noindex, nofollow.
 */
export function seoMetadata({
  site,
  global,
  t,
  page,
  title,
  description,
  image,
  type = 'website',
  noindex,
}: SeoInput): Metadata {
  const urls = pageUrlsByLocale(global.langs, site.locale, site.origin, page);
  const canonical = urls.get(site.locale)!;
  const languages = hreflangAlternates(urls);
  const picture = shareImage(image ?? global.shareImage, canonical);
  return {
    metadataBase: new URL(site.origin),
    title,
    description,
    alternates: { canonical, languages },
    robots: !site.indexable ? { index: false, follow: false } : noindex ? { index: false } : undefined,
    openGraph: {
      type,
      url: canonical,
      title,
      description,
      siteName: t('site.name'),
      locale: OG_LOCALES[site.locale],
      alternateLocale: [...urls.keys()].filter((l) => l !== site.locale).map((l) => OG_LOCALES[l]),
      images: picture ? [picture] : undefined,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: picture ? [{ url: picture.url, alt: picture.alt }] : undefined,
    },
  };
}

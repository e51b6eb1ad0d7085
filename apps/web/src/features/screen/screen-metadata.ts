import type { Metadata } from 'next';
import { pageUrlsByLocale } from '@/lib/site/page-links';
import { OG_LOCALES } from '@/features/cms-page/page-metadata';
import type { ScreenData } from './load-screen';

interface ScreenMeta {
  pathname: string;
  title: string;
  description?: string;
  /** Pages a visitor only reaches after an action (request sent), and `/script` variants: not indexed. */
  noindex?: boolean;
}

/**
 * SEO of a screen: canonical on its language's host, hreflang for every language of the group
 * (the path is the same in each, SPEC 2.1) plus x-default (fr); pre-production is noindex.
 */
export function screenMetadata({ site, global, t }: ScreenData, meta: ScreenMeta): Metadata {
  const urls = pageUrlsByLocale(global.langs, site.locale, site.origin, { path: meta.pathname });
  const canonical = urls.get(site.locale)!;
  const languages: Record<string, string> = Object.fromEntries(urls);
  const xDefault = urls.get('fr');
  if (xDefault) languages['x-default'] = xDefault;
  const title = `${meta.title} | ${t('site.name')}`;
  const description = meta.description ?? t('site.description');
  return {
    metadataBase: new URL(site.origin),
    title,
    description,
    alternates: { canonical, languages },
    robots: !site.indexable ? { index: false, follow: false } : meta.noindex ? { index: false } : undefined,
    openGraph: {
      type: 'website',
      url: canonical,
      title,
      description,
      siteName: t('site.name'),
      locale: OG_LOCALES[site.locale],
    },
  };
}

import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/site/seo-metadata';
import { isFound, type CmsPageData } from './load-cms-page';

/**
 * SEO of a CMS page: title and description from its SEO fields (else the page title and the
 * site's description), alternates from its translations; `/script` variants are noindex.
 */
export function cmsPageMetadata(data: CmsPageData): Metadata {
  const { site, global, t } = data;
  // The error page: Next adds noindex itself for the 404 status.
  if (!isFound(data)) return { title: `${t('error.title')} | ${t('site.name')}` };
  const { route, page } = data;
  return seoMetadata({
    site,
    global,
    t,
    page,
    title: page.seo.title ?? (route.home ? t('site.name') : `${page.title} | ${t('site.name')}`),
    description: page.seo.description ?? t('site.description'),
    image: page.seo.image,
    noindex: route.script,
  });
}

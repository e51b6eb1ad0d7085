import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/site/seo-metadata';
import type { ScreenData } from './load-screen';

interface ScreenMeta {
  pathname: string;
  title: string;
  description?: string;
  /** Pages a visitor only reaches after an action (request sent), and `/script` variants: not indexed. */
  noindex?: boolean;
}

/** SEO of a screen: its path is the same in every language (docs/product.md#routes), so it has an alternate in each. */
export function screenMetadata({ site, global, t }: ScreenData, meta: ScreenMeta): Metadata {
  return seoMetadata({
    site,
    global,
    t,
    page: { path: meta.pathname },
    title: `${meta.title} | ${t('site.name')}`,
    description: meta.description ?? t('site.description'),
    noindex: meta.noindex,
  });
}

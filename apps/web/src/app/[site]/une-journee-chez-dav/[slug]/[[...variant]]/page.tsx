import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DayProductView } from '@/features/day-at-dav/day-product-view';
import { DAY_PATH } from '@/features/day-at-dav/day-url';
import { loadDayProductRoute } from '@/features/day-at-dav/load-day-product-route';
import { ErrorPageView } from '@/features/error-page/error-page-view';
import { NotFoundSignal } from '@/features/error-page/not-found-signal';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { seoMetadata } from '@/lib/site/seo-metadata';

interface DayProductPageProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
}

/** Prerendered for the build placeholder only; every product renders on its first request. */
export function generateStaticParams() {
  return [{ slug: '~build', variant: [] }];
}

export async function generateMetadata({ params }: DayProductPageProps): Promise<Metadata> {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) return {};
  const data = await loadDayProductRoute(site, slug, variant);
  const { t } = data;
  if (data.view === 'missing') return { title: `${t('error.title')} | ${t('site.name')}` };
  const { product } = data;
  return seoMetadata({
    site: data.site,
    global: data.global,
    t,
    noindex: data.script,
    page: { list: DAY_PATH, slug: product.slug, translations: product.translations },
    title: `${product.title} | ${t('site.name')}`,
    description: product.text || data.day.intro.text || t('site.description'),
    image: product.image,
  });
}

/**
 * docs/product.md#a-day-at-dav: `/une-journee-chez-dav/{slug}` and its `/script` variant. A deeper
 * path or a slug no product of the day has is the 404 page.
 */
export default async function DayProductPage({ params }: DayProductPageProps) {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) notFound();
  const data = await loadDayProductRoute(site, slug, variant);
  if (data.view === 'product') {
    return <DayProductView kind={data.kind} product={data.product} locale={data.site.locale} t={data.t} />;
  }
  return (
    <>
      <ErrorPageView image={data.global.notFoundImage} t={data.t} />
      <NotFoundSignal />
    </>
  );
}

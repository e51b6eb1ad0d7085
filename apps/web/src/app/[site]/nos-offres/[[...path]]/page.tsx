import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ErrorPageView } from '@/features/error-page/error-page-view';
import { NotFoundSignal } from '@/features/error-page/not-found-signal';
import { loadOffersRoute } from '@/features/offers/load-offers-route';
import { OfferView } from '@/features/offers/offer-view';
import { OffersSearchView } from '@/features/offers/offers-search-view';
import { OFFERS_PATH, readSearchQuery } from '@/features/offers/search-url';
import { richTextExcerpt } from '@/features/offers/rich-text-excerpt';
import { getForm } from '@/lib/cms';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { seoMetadata } from '@/lib/site/seo-metadata';

interface OffersPageProps {
  params: Promise<{ site: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The search is rendered whole on the server for each request, not as a prerendered shell with a
 * streamed hole: streamed content needs JavaScript to show, and the search must work without it
 * (docs/architecture.md#job-offers). An offer page reads no request data, so it is still stored.
 */
export const instant = false;

/** Prerendered for the build placeholder only; every real path renders on its first request. */
export function generateStaticParams() {
  return [{ path: ['~build'] }];
}

export async function generateMetadata({ params }: OffersPageProps): Promise<Metadata> {
  const { site, path } = await params;
  if (isBuildSiteKey(site)) return {};
  const data = await loadOffersRoute(site, path);
  const { t } = data;
  if (data.view === 'missing') return { title: `${t('error.title')} | ${t('site.name')}` };
  const common = { site: data.site, global: data.global, t, noindex: data.script };
  if (data.view === 'search') {
    return seoMetadata({
      ...common,
      page: { path: OFFERS_PATH },
      title: `${t('offers.title')} | ${t('site.name')}`,
      description: t('offers.intro'),
    });
  }
  const { offer } = data;
  return seoMetadata({
    ...common,
    page: { list: OFFERS_PATH, slug: offer.slug, translations: offer.translations },
    title: `${offer.title} | ${t('site.name')}`,
    description: richTextExcerpt(offer.description) || t('offers.intro'),
  });
}

/**
 * docs/product.md#routes: `/nos-offres` (the search; its state in the query string, rendered on
 * the server for each request), `/nos-offres/{slug}` (an offer, cached until an edit or its closing
 * date), and their `/script` variants. Anything else under it, or an offer that is closed,
 * scheduled, unpublished or not translated here, is the 404 page.
 */
export default async function OffersPage({ params, searchParams }: OffersPageProps) {
  const { site, path } = await params;
  if (isBuildSiteKey(site)) notFound();
  const data = await loadOffersRoute(site, path);
  const { t } = data;
  if (data.view === 'search') {
    const query = readSearchQuery(await searchParams);
    return <OffersSearchView t={t} locale={data.site.locale} query={query} />;
  }
  if (data.view === 'offer') {
    const application = await getForm(data.site.locale, 'application');
    return (
      <OfferView
        offer={data.offer}
        application={application}
        t={t}
        site={data.site}
        locale={data.site.locale}
      />
    );
  }
  return (
    <>
      <ErrorPageView image={data.global.notFoundImage} t={t} />
      <NotFoundSignal />
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ErrorPageView } from '@/features/error-page/error-page-view';
import { NotFoundSignal } from '@/features/error-page/not-found-signal';
import { loadOfferRoute } from '@/features/offers/load-offer-route';
import { OfferView } from '@/features/offers/offer-view';
import { richTextExcerpt } from '@/features/offers/rich-text-excerpt';
import { OFFERS_PATH } from '@/features/offers/search-url';
import { getForm } from '@/lib/cms';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { seoMetadata } from '@/lib/site/seo-metadata';

interface OfferPageProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
}

/** Prerendered for the build placeholder only; every real offer renders on its first request. */
export function generateStaticParams() {
  return [{ slug: '~build', variant: [] }];
}

export async function generateMetadata({ params }: OfferPageProps): Promise<Metadata> {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) return {};
  const data = await loadOfferRoute(site, slug, variant);
  const { t } = data;
  if (data.view === 'missing') return { title: `${t('error.title')} | ${t('site.name')}` };
  const { offer } = data;
  return seoMetadata({
    site: data.site,
    global: data.global,
    t,
    noindex: data.script,
    page: { list: OFFERS_PATH, slug: offer.slug, translations: offer.translations },
    title: offer.seo.title ?? `${offer.title} | ${t('site.name')}`,
    description: offer.seo.description ?? (richTextExcerpt(offer.description) || t('offers.intro')),
    image: offer.seo.image,
  });
}

/**
 * docs/product.md#routes: `/nos-offres/{slug}` (cached until an edit or its closing date) and its
 * `/script` variant. A deeper path, or an offer that is closed, scheduled, unpublished or not
 * translated here, is the 404 page.
 */
export default async function OfferPage({ params }: OfferPageProps) {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) notFound();
  const data = await loadOfferRoute(site, slug, variant);
  if (data.view === 'offer') {
    const application = await getForm(data.site.locale, 'application');
    return (
      <OfferView
        offer={data.offer}
        application={application}
        t={data.t}
        site={data.site}
        locale={data.site.locale}
      />
    );
  }
  return (
    <>
      <ErrorPageView image={data.global.notFoundImage} t={data.t} />
      <NotFoundSignal />
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ErrorPageView } from '@/features/error-page/error-page-view';
import { NotFoundSignal } from '@/features/error-page/not-found-signal';
import { loadSubsidiaryRoute } from '@/features/subsidiaries/load-subsidiary-route';
import { SUBSIDIARIES_PATH } from '@/features/subsidiaries/subsidiaries-url';
import { SubsidiaryView } from '@/features/subsidiaries/subsidiary-view';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { seoMetadata } from '@/lib/site/seo-metadata';

interface SubsidiaryPageProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
}

/** Prerendered for the build placeholder only; every subsidiary renders on its first request. */
export function generateStaticParams() {
  return [{ slug: '~build', variant: [] }];
}

export async function generateMetadata({ params }: SubsidiaryPageProps): Promise<Metadata> {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) return {};
  const data = await loadSubsidiaryRoute(site, slug, variant);
  const { t } = data;
  if (data.view === 'missing') return { title: `${t('error.title')} | ${t('site.name')}` };
  const { subsidiary } = data;
  return seoMetadata({
    site: data.site,
    global: data.global,
    t,
    noindex: data.script,
    page: { list: SUBSIDIARIES_PATH, slug: subsidiary.slug, translations: subsidiary.translations },
    title: subsidiary.seo.title ?? `${subsidiary.title} | ${t('site.name')}`,
    description: subsidiary.seo.description ?? (subsidiary.intro || t('subsidiaries.intro')),
    image: subsidiary.seo.image ?? subsidiary.cover,
  });
}

/**
 * docs/product.md#routes: `/nos-filiales/{slug}` and its `/script` variant. A deeper path or an
 * unknown subsidiary is the 404 page.
 */
export default async function SubsidiaryPage({ params }: SubsidiaryPageProps) {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) notFound();
  const data = await loadSubsidiaryRoute(site, slug, variant);
  if (data.view === 'subsidiary') {
    return (
      <SubsidiaryView subsidiary={data.subsidiary} t={data.t} site={data.site} locale={data.site.locale} />
    );
  }
  return (
    <>
      <ErrorPageView image={data.global.notFoundImage} t={data.t} />
      <NotFoundSignal />
    </>
  );
}

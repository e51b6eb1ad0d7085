import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { OffersSearchView } from './offers-search-view';
import { OFFERS_PATH, readSearchQuery } from './search-url';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** SEO of the search and of its `/script` variant (not indexed). */
export async function offersSearchMetadata(siteKey: string, script: boolean): Promise<Metadata> {
  if (isBuildSiteKey(siteKey)) return {};
  const data = await loadScreen(siteKey);
  return screenMetadata(data, {
    pathname: OFFERS_PATH,
    noindex: script,
    title: data.t('offers.title'),
    description: data.t('offers.intro'),
  });
}

/**
 * `/nos-offres` and `/nos-offres/script` (docs/product.md#job-offers): the search, its state in
 * the query string. A route of its own, apart from the offer pages, so it ships none of their
 * code (the application form).
 */
export async function OffersSearchPage({
  siteKey,
  script,
  searchParams,
}: {
  siteKey: string;
  script: boolean;
  searchParams: SearchParams;
}) {
  if (isBuildSiteKey(siteKey)) notFound();
  const data = await loadScreen(siteKey);
  const query = readSearchQuery(await searchParams);
  return (
    <ScreenShell data={data} pathname={OFFERS_PATH} title={data.t('offers.title')} script={script}>
      <OffersSearchView t={data.t} locale={data.site.locale} query={query} />
    </ScreenShell>
  );
}

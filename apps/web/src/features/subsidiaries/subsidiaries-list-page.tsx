import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { SubsidiariesListView } from './subsidiaries-list-view';
import { readSubsidiariesQuery, SUBSIDIARIES_PATH } from './subsidiaries-url';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** SEO of the map and of its `/script` variant (not indexed). */
export async function subsidiariesListMetadata(siteKey: string, script: boolean): Promise<Metadata> {
  if (isBuildSiteKey(siteKey)) return {};
  const data = await loadScreen(siteKey);
  return screenMetadata(data, {
    pathname: SUBSIDIARIES_PATH,
    noindex: script,
    title: data.t('subsidiaries.listTitle'),
    description: data.t('subsidiaries.intro'),
  });
}

/** `/nos-filiales` and `/nos-filiales/script` (docs/product.md#subsidiaries): the map and the list. */
export async function SubsidiariesListPage({
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
  const query = readSubsidiariesQuery(await searchParams);
  return (
    <ScreenShell
      data={data}
      pathname={SUBSIDIARIES_PATH}
      title={data.t('subsidiaries.listTitle')}
      script={script}
    >
      <SubsidiariesListView t={data.t} locale={data.site.locale} query={query} />
    </ScreenShell>
  );
}

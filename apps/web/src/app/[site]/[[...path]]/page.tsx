import { notFound } from 'next/navigation';
import { CmsPageView } from '@/features/cms-page/cms-page-view';
import { isFound, loadCmsPage } from '@/features/cms-page/load-cms-page';
import { ErrorPageView } from '@/features/error-page/error-page-view';
import { NotFoundSignal } from '@/features/error-page/not-found-signal';
import { isBuildSiteKey } from '@/lib/site/site-key';

interface CatchAllProps {
  params: Promise<{ site: string; path?: string[] }>;
}

/** Prerendered for the build placeholder only; every real path renders on its first request. */
export function generateStaticParams() {
  return [{ path: ['~build'] }];
}

/** `/`, `/home`, `/{slug}` and their `/script` variants: CMS pages (docs/product.md#routes); else the 404 page. */
export default async function CatchAllPage({ params }: CatchAllProps) {
  const { site, path } = await params;
  if (isBuildSiteKey(site)) notFound();
  const data = await loadCmsPage(site, path);
  if (isFound(data)) return <CmsPageView {...data} />;
  return (
    <>
      <ErrorPageView image={data.global.notFoundImage} t={data.t} />
      <NotFoundSignal />
    </>
  );
}

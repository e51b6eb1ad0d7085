import 'server-only';
import type { GlobalResponse, PageResponse } from '@dav/contract';
import { getGlobal, getPage } from '@/lib/cms';
import { translator, type Translate } from '@/lib/i18n/translator';
import { siteContext, type SiteContext } from '@/lib/site/site-context';
import { cmsPageRoute, type CmsPageRoute } from './page-route';

/** What the catch-all shows. `route` or `page` null: the error page (404). */
export interface CmsPageData {
  site: SiteContext;
  route: CmsPageRoute | null;
  global: GlobalResponse;
  page: PageResponse | null;
  t: Translate;
}

export type LoadedCmsPage = CmsPageData & { route: CmsPageRoute; page: PageResponse };

export function isFound(data: CmsPageData): data is LoadedCmsPage {
  return data.route !== null && data.page !== null;
}

/**
 * Site, route and content of a catch-all request. Shared by the shell layout, the page and the
 * metadata: the reads are cached, so the CMS is asked once.
 */
export async function loadCmsPage(siteKey: string, segments: readonly string[] = []): Promise<CmsPageData> {
  const site = siteContext(siteKey);
  const route = cmsPageRoute(segments);
  const [global, page] = await Promise.all([
    getGlobal(siteKey),
    route ? getPage(site.locale, route.slug) : Promise.resolve(null),
  ]);
  return { site, route, global, page, t: translator(site.locale, global.trads) };
}

import 'server-only';
import { SITEMAP_PATH } from '@dav/rules';
import { getGlobal, getSitemapData } from '@/lib/cms';
import { isKnownSiteKey, siteContext, type SiteContext } from '@/lib/site/site-context';
import { robotsTxt } from './robots-txt';
import { sitemapUrls } from './sitemap-urls';
import { sitemapXml } from './sitemap-xml';

/**
 * Only the main hosts of a content language have a sitemap (docs/product.md#what-search-engines-and-social-sites-see):
 * not pre-production (never indexed), not `ay-` hosts, whose pages are canonical to the main host's.
 */
const hasSitemap = (site: SiteContext) => site.indexable && !site.accessible;

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** GET /sitemap.xml of the `[site]` key: the host's sitemap, or 404 where it has none. */
export async function sitemapResponse(key: string): Promise<Response> {
  if (!isKnownSiteKey(key)) return notFound();
  const site = siteContext(key);
  if (!hasSitemap(site)) return notFound();
  const [global, data] = await Promise.all([getGlobal(key), getSitemapData(site.locale)]);
  const xml = sitemapXml(
    sitemapUrls({ data, langs: global.langs, locale: site.locale, origin: site.origin }),
  );
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}

/** GET /robots.txt of the `[site]` key. */
export function robotsResponse(key: string): Response {
  if (!isKnownSiteKey(key)) return notFound();
  const site = siteContext(key);
  const body = robotsTxt({
    indexable: site.indexable,
    sitemap: hasSitemap(site) ? `${site.origin}${SITEMAP_PATH}` : null,
  });
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

import { sitemapResponse } from '@/features/seo/site-files';

/** The host's sitemap (docs/product.md#what-search-engines-and-social-sites-see); the proxy rewrites `/sitemap.xml` here. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  return sitemapResponse((await params).site);
}

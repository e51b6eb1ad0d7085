import { robotsResponse } from '@/features/seo/site-files';

/** The host's robots.txt (docs/product.md#what-search-engines-and-social-sites-see); the proxy rewrites `/robots.txt` here. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  return robotsResponse((await params).site);
}

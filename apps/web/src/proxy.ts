import { NextResponse, type NextRequest } from 'next/server';
import { isUnroutablePath, UNROUTABLE_PATH } from './features/cms-page/page-route';
import { siteKeyForHostHeader } from './lib/site/resolve-site-key';

/**
 * Host → site (ARCHITECTURE, "Locale and domains"): every page request is rewritten to the
 * internal `[site]` segment, so pages derive locale and URLs from their params and stay cacheable.
 * A path that already names a site is served under the visitor's own site, so it 404s.
 */
export function proxy(request: NextRequest) {
  const key = siteKeyForHostHeader(request.headers.get('host'));
  const url = request.nextUrl.clone();
  const path = isUnroutablePath(url.pathname) ? UNROUTABLE_PATH : url.pathname;
  url.pathname = `/${encodeURIComponent(key)}${path === '/' ? '' : path}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Not pages: Next's own files, route handlers, the CMS proxy (next.config rewrites), public/assets.
  matcher: ['/((?!_next/|api/|wp-json/|assets/|favicon\\.ico$).*)'],
};

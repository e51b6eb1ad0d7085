import type { NextConfig } from 'next';
import { sharedCacheConfig } from './src/lib/cache/config';
import { contentSecurityPolicy } from './src/lib/csp/content-security-policy';

/*
 * The browser never sees the CMS (CMS_URL): /wp-json goes through the route handler
 * app/wp-json/[...path] (it vouches for the visitor's address), /api/media through
 * app/api/media/[...path] (pictures kept in its cache, videos streamed).
 */
const dev = process.env.NODE_ENV === 'development';
/**
 * `npm run bench` builds apart (its own folder) with browser source maps, to split each script into
 * framework and our own code; the production build never publishes source maps.
 */
const benchBuild = process.env.DAV_BENCH_BUILD === '1';

/**
 * The static policy of routes and media; on pages the proxy sets the same policy, opened to the
 * tag manager's origins when the CMS names a container (src/lib/csp, src/proxy.ts).
 */
const CSP = contentSecurityPolicy({ dev, tagManager: false });

const NOSNIFF = { key: 'X-Content-Type-Options', value: 'nosniff' };
/**
 * Nothing of ours is read by another origin's page (no-cors fetches, images, scripts): each host
 * serves its own pages, files and media. Ours never opens another origin's window to script it.
 */
const SAME_ORIGIN_RESOURCE = { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' };

const SECURITY_HEADERS = [
  { key: 'Content-Security-Policy', value: CSP },
  NOSNIFF,
  SAME_ORIGIN_RESOURCE,
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  transpilePackages: ['@dav/contract', '@dav/rules'],
  cacheComponents: true,
  // REDIS_URL (read at `next start` too): the cache shared by several site instances (src/lib/cache).
  ...sharedCacheConfig(process.env.REDIS_URL),
  // Off on purpose: with it, a request-time notFound() would stream a 404 page with status 200.
  // Without it, an unlisted path is rendered blocking and stored (ISR), so 404s keep their status.
  partialPrefetching: false,
  poweredByHeader: false,
  distDir: benchBuild ? '.next-bench' : '.next',
  productionBrowserSourceMaps: benchBuild,
  experimental: {
    // Inlined, a route's CSS costs less than the render-blocking requests it saves on a first
    // (mobile) visit, which is what Lighthouse measures.
    inlineCss: true,
    // Inlined, a separate chunk costs no request: group CSS per route so that a page carries only
    // the modules it imports (the default merge put every screen's styles on every page).
    cssChunking: { type: 'graph', requestCost: 0 },
  },
  async headers() {
    return [
      // Pages, routes and media. Not the build's own files (scripts, styles, fonts): a policy for
      // documents does nothing on them, and a page's dozen scripts would each carry ~500 bytes of it.
      { source: '/((?!_next/static/).*)', headers: SECURITY_HEADERS },
      { source: '/_next/static/:path*', headers: [NOSNIFF, SAME_ORIGIN_RESOURCE] },
    ];
  },
};

export default nextConfig;

import type { NextConfig } from 'next';

const CMS_URL = (process.env.CMS_URL ?? 'http://127.0.0.1:3001').replace(/\/+$/, '');

const nextConfig: NextConfig = {
  transpilePackages: ['@dav/contract', '@dav/rules'],
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/wp-json/:path*', destination: `${CMS_URL}/wp-json/:path*` },
        { source: '/api/media/:path*', destination: `${CMS_URL}/api/media/:path*` },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;

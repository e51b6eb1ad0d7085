import { withPayload } from '@payloadcms/next/withPayload';

const dev = process.env.NODE_ENV !== 'production';

/**
 * The admin is never framed (clickjacking: frame-ancestors 'none' and X-Frame-Options DENY), loads
 * nothing from another origin, and sends no address to other sites. Next's own inline scripts and
 * Payload's inline styles need 'unsafe-inline'; development adds eval and the reload socket.
 */
const ADMIN_CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const STAFF_HEADERS = [
  { key: 'Content-Security-Policy', value: ADMIN_CSP },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@dav/contract', '@dav/rules'],
  // The parsers of visitors' files (src/files) run as published, from node_modules, not rebundled.
  serverExternalPackages: ['@pdfme/pdf-lib', 'cfb', 'yauzl'],
  // The CMS has no public pages: its root leads staff to the admin.
  async redirects() {
    return [{ source: '/', destination: '/admin', permanent: false }];
  },
  // The admin and Payload's staff API; /wp-json keeps the contract's own headers (respond.ts).
  async headers() {
    return [
      { source: '/admin/:path*', headers: STAFF_HEADERS },
      { source: '/admin', headers: STAFF_HEADERS },
      { source: '/api/:path*', headers: STAFF_HEADERS },
    ];
  },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });

import { withPayload } from '@payloadcms/next/withPayload';
import { adminContentSecurityPolicy } from './src/admin/content-security-policy.mjs';

const dev = process.env.NODE_ENV !== 'production';

/** The staff API's policy; the admin's pages get one with a nonce per request (src/proxy.ts). */
const ADMIN_CSP = adminContentSecurityPolicy({ dev });

const STAFF_HEADERS = [
  { key: 'Content-Security-Policy', value: ADMIN_CSP },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // Staff pages open no other origin's window, and nothing of theirs is for another origin's page.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // No X-Powered-By (issue 30): off here, withPayload adds neither Next's nor its own.
  poweredByHeader: false,
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

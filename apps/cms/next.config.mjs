import { withPayload } from '@payloadcms/next/withPayload';

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@dav/contract', '@dav/rules'],
  // The parsers of visitors' files (src/files) run as published, from node_modules, not rebundled.
  serverExternalPackages: ['@pdfme/pdf-lib', 'cfb', 'yauzl'],
  // The CMS has no public pages: its root leads staff to the admin.
  async redirects() {
    return [{ source: '/', destination: '/admin', permanent: false }];
  },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });

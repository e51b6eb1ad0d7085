import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { site } from 'next/root-params';
import { ErrorStringsMeta } from '@/components/errors/error-strings-meta';
import { ErrorStringsProvider } from '@/components/errors/error-strings.client';
import { Resilience } from '@/features/shell/resilience';
import { PageLoader } from '@/components/page-loader/page-loader.client';
import { DraftBanner, DraftRobots } from '@/features/preview/draft-banner';
import { errorStrings } from '@/components/errors/error-strings';
import { siteTranslator } from '@/lib/i18n/site-translator';
import { BUILD_SITE_KEY, isBuildSiteKey } from '@/lib/site/site-key';
import { isKnownSiteKey, siteContext } from '@/lib/site/site-context';
import '@/styles/globals.css';

/** Only a placeholder is prerendered: real sites render on first request (no CMS at build). */
export function generateStaticParams() {
  return [{ site: BUILD_SITE_KEY }];
}

export const metadata: Metadata = {
  icons: { icon: { url: '/assets/favicon.svg', type: 'image/svg+xml' } },
};

export const viewport: Viewport = { themeColor: '#0b1f3a' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const key = await site();
  // `/favicon.ico`, `/assets/missing.png`…: not a site, and nothing to fetch for it.
  if (!isKnownSiteKey(key) && !isBuildSiteKey(key)) notFound();
  const ctx = siteContext(key);
  const t = await siteTranslator(key);
  const strings = errorStrings(t);
  return (
    // lang: the content language, never `ay-*`; data-a11y: the accessibility host (isAY11).
    <html lang={ctx.locale} data-a11y={ctx.accessible ? '' : undefined} data-environment={ctx.environment}>
      <head>
        <ErrorStringsMeta strings={strings} />
        <Resilience />
        <DraftRobots />
      </head>
      <body>
        {/* Renders only in a draft session, which is per request: never part of a public page. */}
        <Suspense fallback={null}>
          <DraftBanner t={t} />
        </Suspense>
        {/* docs/product.md#shell first-load overlay: CSS only, see globals.css. */}
        <div className="first-load-overlay" aria-hidden="true" data-testid="first-load-overlay" />
        <ErrorStringsProvider value={strings}>{children}</ErrorStringsProvider>
        {/* It follows the path (usePathname), which a site's first render only knows at request time. */}
        <Suspense fallback={null}>
          <PageLoader label={t('shell.loading')} />
        </Suspense>
      </body>
    </html>
  );
}

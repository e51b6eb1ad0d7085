import { routePath } from '@dav/rules';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { WHISTLEBLOWING_FOLLOW_UP_PAGE } from '@dav/contract';
import { receiptStrings, RequestSentView } from '@/features/request-sent/request-sent-view';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { screenVariant, screenVariantParams } from '@/features/screen/screen-variant';
import { isBuildSiteKey } from '@/lib/site/site-key';

const PATH = routePath('request-sent');

/** The screen and its `/script` variant (docs/product.md#routes-script-variant). */
export function generateStaticParams() {
  return screenVariantParams();
}

interface RequestSentProps {
  params: Promise<{ site: string; variant?: string[] }>;
  searchParams: Promise<{ form?: string | string[] }>;
}

export async function generateMetadata({ params }: RequestSentProps): Promise<Metadata> {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) return {};
  const data = await loadScreen(site);
  return screenMetadata(data, { pathname: PATH, title: data.t('requestSent.title'), noindex: true });
}

/**
 * docs/product.md#routes-script-variant: the request-sent page; `?form=coworking` after a coworking
 * request; a whistleblowing report's receipt code, once, from the browser's memory.
 */
export default async function RequestSentPage({ params, searchParams }: RequestSentProps) {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) notFound();
  const data = await loadScreen(site);
  const receipt = {
    strings: receiptStrings(data.t),
    followUp: {
      path: WHISTLEBLOWING_FOLLOW_UP_PAGE,
      url: `${data.site.origin}${WHISTLEBLOWING_FOLLOW_UP_PAGE}`,
    },
  };
  return (
    <ScreenShell data={data} pathname={PATH} title={data.t('requestSent.title')} script={shown === 'script'}>
      {/* The query is per request: only the wording waits for it, the shell is prerendered. */}
      <Suspense fallback={<RequestSentView t={data.t} form={null} />}>
        <RequestSentView
          t={data.t}
          form={searchParams.then((q) => (typeof q.form === 'string' ? q.form : null))}
          receipt={receipt}
        />
      </Suspense>
    </ScreenShell>
  );
}

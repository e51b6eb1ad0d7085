import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { screenVariant, screenVariantParams } from '@/features/screen/screen-variant';
import { WithdrawalView } from '@/features/withdrawal/withdrawal-view';
import { WITHDRAWAL_PATH, withdrawalState } from '@/features/withdrawal/withdrawal-state';
import { isBuildSiteKey } from '@/lib/site/site-key';

/** The screen and its `/script` variant (docs/product.md#routes-script-variant). */
export function generateStaticParams() {
  return screenVariantParams();
}

interface WithdrawalProps {
  params: Promise<{ site: string; variant?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: WithdrawalProps): Promise<Metadata> {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) return {};
  const data = await loadScreen(site);
  return screenMetadata(data, {
    pathname: WITHDRAWAL_PATH,
    title: data.t('withdrawal.title'),
    noindex: true,
  });
}

/** docs/product.md#candidates-data: withdraw an application and erase one's data, from the receipt's link. */
export default async function WithdrawalPage({ params, searchParams }: WithdrawalProps) {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) notFound();
  const data = await loadScreen(site);
  const state = searchParams.then(withdrawalState);
  return (
    <ScreenShell
      data={data}
      pathname={WITHDRAWAL_PATH}
      title={data.t('withdrawal.title')}
      script={shown === 'script'}
    >
      {/* The query is per request: only this part waits for it, the shell is prerendered. */}
      <Suspense fallback={null}>
        <WithdrawalView t={data.t} state={state} />
      </Suspense>
    </ScreenShell>
  );
}

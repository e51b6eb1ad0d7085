import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { WHISTLEBLOWING_FOLLOW_UP_PAGE } from '@dav/contract';
import { loadScreen } from '@/features/screen/load-screen';
import { NoStore } from '@/features/screen/no-store';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { screenVariant, screenVariantParams } from '@/features/screen/screen-variant';
import { FollowUpView } from '@/features/whistleblowing/follow-up-view';
import { isBuildSiteKey } from '@/lib/site/site-key';

/** The screen and its `/script` variant (docs/product.md#routes-script-variant). */
export function generateStaticParams() {
  return screenVariantParams();
}

interface FollowUpProps {
  params: Promise<{ site: string; variant?: string[] }>;
}

export async function generateMetadata({ params }: FollowUpProps): Promise<Metadata> {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) return {};
  const data = await loadScreen(site);
  return screenMetadata(data, {
    pathname: WHISTLEBLOWING_FOLLOW_UP_PAGE,
    title: data.t('followUp.title'),
    description: data.t('followUp.intro'),
    noindex: true,
  });
}

/** docs/product.md#whistleblowing-follow-up: a report's follow-up, opened by its receipt code. Never indexed, never stored. */
export default async function FollowUpPage({ params }: FollowUpProps) {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) notFound();
  const data = await loadScreen(site);
  return (
    <ScreenShell
      data={data}
      pathname={WHISTLEBLOWING_FOLLOW_UP_PAGE}
      title={data.t('followUp.title')}
      script={shown === 'script'}
    >
      <FollowUpView t={data.t} locale={data.site.locale} />
      <Suspense>
        <NoStore />
      </Suspense>
    </ScreenShell>
  );
}

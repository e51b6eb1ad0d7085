import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OFFLINE_PATH } from '@/features/offline/offline-path';
import { OfflineView } from '@/features/offline/offline-view';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { isBuildSiteKey } from '@/lib/site/site-key';

interface OfflineProps {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: OfflineProps): Promise<Metadata> {
  const { site } = await params;
  if (isBuildSiteKey(site)) return {};
  const data = await loadScreen(site);
  return screenMetadata(data, { pathname: OFFLINE_PATH, title: data.t('offline.title'), noindex: true });
}

/**
 * docs/product.md#offline: what the service worker shows when a navigation finds no network, in
 * the host's language. No header or footer: their links would lead nowhere offline.
 */
export default async function OfflinePage({ params }: OfflineProps) {
  const { site } = await params;
  if (isBuildSiteKey(site)) notFound();
  const { t } = await loadScreen(site);
  return <OfflineView t={t} />;
}

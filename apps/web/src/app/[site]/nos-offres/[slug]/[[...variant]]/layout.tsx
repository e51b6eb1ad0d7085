import type { ReactNode } from 'react';
import { loadOfferRoute } from '@/features/offers/load-offer-route';
import { OFFERS_PATH } from '@/features/offers/search-url';
import { DetailShell } from '@/features/screen/detail-shell';
import { isBuildSiteKey } from '@/lib/site/site-key';

interface OfferLayoutProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
  children: ReactNode;
}

/** The shell of an offer page, or of its 404 (features/screen/detail-shell.tsx). */
export default async function OfferLayout({ params, children }: OfferLayoutProps) {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) return children;
  const data = await loadOfferRoute(site, slug, variant);
  const item = data.view === 'offer' ? { list: OFFERS_PATH, ...data.offer } : null;
  return (
    <DetailShell data={data} script={data.script} item={item}>
      {children}
    </DetailShell>
  );
}

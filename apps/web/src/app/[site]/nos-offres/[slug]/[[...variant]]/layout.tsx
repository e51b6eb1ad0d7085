import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';
import { loadOfferRoute } from '@/features/offers/load-offer-route';
import { offerHref, OFFERS_PATH } from '@/features/offers/search-url';
import { isBuildSiteKey } from '@/lib/site/site-key';

interface OfferLayoutProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
  children: ReactNode;
}

/**
 * The shell of an offer page, here rather than in the page so that the 404 of an unknown or
 * closed offer (not-found.tsx) still renders inside header and footer, as the catch-all does.
 * `/script` variants have no shell (docs/product.md#routes-script-variant).
 */
export default async function OfferLayout({ params, children }: OfferLayoutProps) {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) return children;
  const data = await loadOfferRoute(site, slug, variant);
  if (data.script) return <main id="main">{children}</main>;
  const { global, t } = data;
  const shell = { global, locale: data.site.locale, t, home: false };
  if (data.view === 'offer') {
    const { offer } = data;
    return (
      <SiteShell
        {...shell}
        pathname={offerHref(offer.slug)}
        page={{ list: OFFERS_PATH, slug: offer.slug, translations: offer.translations }}
        title={offer.title}
      >
        {children}
      </SiteShell>
    );
  }
  return (
    <SiteShell {...shell} pathname={null} page={null} title={t('error.title')}>
      {children}
    </SiteShell>
  );
}

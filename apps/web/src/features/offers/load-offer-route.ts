import 'server-only';
import type { OfferResponse } from '@dav/contract';
import { loadScreen, type ScreenData } from '@/features/screen/load-screen';
import { getOffer } from '@/lib/cms';
import { offerRoute } from './offer-route';

/** What an offer route shows: the offer, or the 404 page (`missing`). */
export type OfferRouteData = ScreenData &
  ({ view: 'offer'; script: boolean; offer: OfferResponse } | { view: 'missing'; script: false });

/**
 * Site, translations and the offer of `/nos-offres/{slug}[/script]`. Shared by the layout (the
 * shell), the page and the metadata: the reads are cached, so the CMS is asked once.
 */
export async function loadOfferRoute(
  siteKey: string,
  slug: string,
  variant?: readonly string[],
): Promise<OfferRouteData> {
  const screen = await loadScreen(siteKey);
  const route = offerRoute(slug, variant);
  const offer = route ? await getOffer(screen.site.locale, route.slug) : null;
  return route && offer
    ? { ...screen, view: 'offer', script: route.script, offer }
    : { ...screen, view: 'missing', script: false };
}

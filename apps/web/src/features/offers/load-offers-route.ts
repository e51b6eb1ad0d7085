import 'server-only';
import type { OfferResponse } from '@dav/contract';
import { loadScreen, type ScreenData } from '@/features/screen/load-screen';
import { getOffer } from '@/lib/cms';
import { offersRoute } from './offers-route';

/** What an offers route shows: the search, an offer, or the 404 page (`missing`). */
export type OffersRouteData = ScreenData &
  (
    | { view: 'search'; script: boolean }
    | { view: 'offer'; script: boolean; offer: OfferResponse }
    | { view: 'missing'; script: false }
  );

/**
 * Site, translations, and the offer of an offers route. Shared by the layout (the shell), the page
 * and the metadata: the reads are cached, so the CMS is asked once.
 */
export async function loadOffersRoute(
  siteKey: string,
  segments?: readonly string[],
): Promise<OffersRouteData> {
  const screen = await loadScreen(siteKey);
  const route = offersRoute(segments);
  if (route?.kind === 'search') return { ...screen, view: 'search', script: route.script };
  const offer = route ? await getOffer(screen.site.locale, route.slug) : null;
  return route && offer
    ? { ...screen, view: 'offer', script: route.script, offer }
    : { ...screen, view: 'missing', script: false };
}

import 'server-only';
import type { DayProduct, DayResponse } from '@dav/contract';
import type { DayProductKind } from '@dav/rules';
import { detailRoute } from '@/features/screen/detail-route';
import { loadScreen, type ScreenData } from '@/features/screen/load-screen';
import { getDay } from '@/lib/cms';
import { findDayProduct } from './day-products';

/** What a product's route shows: the product and its kind, or the 404 page (`missing`). */
export type DayProductRouteData = ScreenData &
  (
    | { view: 'product'; script: boolean; day: DayResponse; kind: DayProductKind; product: DayProduct }
    | { view: 'missing'; script: false }
  );

/**
 * Site, translations and the product of `/une-journee-chez-dav/{slug}[/script]`, for layout, page
 * and metadata. The product comes from the day's own cached read (tags `day`, `day:{locale}`):
 * a change of the global reaches the slider and every product's page at once.
 */
export async function loadDayProductRoute(
  siteKey: string,
  slug: string,
  variant?: readonly string[],
): Promise<DayProductRouteData> {
  const screen = await loadScreen(siteKey);
  const route = detailRoute(slug, variant);
  const day = route ? await getDay(screen.site.locale) : null;
  const found = route && day ? findDayProduct(day, route.slug) : null;
  return route && day && found
    ? { ...screen, view: 'product', script: route.script, day, ...found }
    : { ...screen, view: 'missing', script: false };
}

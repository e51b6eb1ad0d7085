import 'server-only';
import type { SubsidiaryResponse } from '@dav/contract';
import { loadScreen, type ScreenData } from '@/features/screen/load-screen';
import { detailRoute } from '@/features/screen/detail-route';
import { getSubsidiary } from '@/lib/cms';

/** What a subsidiary route shows: the subsidiary, or the 404 page (`missing`). */
export type SubsidiaryRouteData = ScreenData &
  (
    | { view: 'subsidiary'; script: boolean; subsidiary: SubsidiaryResponse }
    | { view: 'missing'; script: false }
  );

/** Site, translations and the subsidiary of `/nos-filiales/{slug}[/script]`, for layout, page and metadata (cached reads). */
export async function loadSubsidiaryRoute(
  siteKey: string,
  slug: string,
  variant?: readonly string[],
): Promise<SubsidiaryRouteData> {
  const screen = await loadScreen(siteKey);
  const route = detailRoute(slug, variant);
  const subsidiary = route ? await getSubsidiary(screen.site.locale, route.slug) : null;
  return route && subsidiary
    ? { ...screen, view: 'subsidiary', script: route.script, subsidiary }
    : { ...screen, view: 'missing', script: false };
}

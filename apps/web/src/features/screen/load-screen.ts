import 'server-only';
import type { GlobalResponse } from '@dav/contract';
import { getGlobal } from '@/lib/cms';
import { translator, type Translate } from '@/lib/i18n/translator';
import { siteContext, type SiteContext } from '@/lib/site/site-context';

/** What every screen of the site's own routes (contact, coworking, request sent…) starts from. */
export interface ScreenData {
  site: SiteContext;
  global: GlobalResponse;
  t: Translate;
}

/** Site, global data and translations of a screen; the reads are cached, so layout and page share them. */
export async function loadScreen(siteKey: string): Promise<ScreenData> {
  const site = siteContext(siteKey);
  const global = await getGlobal(siteKey);
  return { site, global, t: translator(site.locale, global.trads) };
}

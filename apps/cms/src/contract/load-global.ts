import type { GlobalResponse, Locale } from '@dav/contract';
import type { Payload } from 'payload';
import { loadPageIndex } from './load-pages';
import { mapBurger, mapFooter } from './map-footer';
import { mapImage } from '../fields/map-image';
import { mapLangs } from './map-langs';
import { collectPageIds, mapMenuLinks } from './map-menu';
import { TRAD_VOLUMES } from '../globals/trads/trad-volumes';
import { mapTrads } from './map-trads';
import { domainRegistry } from '../env';

/** Everything of GET /wp-json/api/{locale}/global, read through the local API. */
export async function loadGlobal(
  payload: Payload,
  locale: Locale,
  visitor: { host: string; origin: string },
): Promise<GlobalResponse> {
  const read = { locale, depth: 1 } as const;
  const [menus, header, burger, footer, settings, ...volumes] = await Promise.all([
    payload.findGlobal({ slug: 'menus', locale, depth: 0 }),
    payload.findGlobal({ slug: 'header-content', locale, depth: 0 }),
    payload.findGlobal({ slug: 'burger-content', ...read }),
    payload.findGlobal({ slug: 'footer-content', ...read }),
    payload.findGlobal({ slug: 'site-settings', ...read }),
    // No fallback: an untranslated string takes the shipped default of this language, not French.
    ...TRAD_VOLUMES.map(({ slug }) => payload.findGlobal({ slug, locale, fallbackLocale: false, depth: 0 })),
  ]);

  const menuRows = [menus.header, menus.burger, menus.footer, menus.formations, header.links];
  const pages = await loadPageIndex(payload, locale, collectPageIds(menuRows));
  const social = mapBurger(burger);
  // Volumes hold disjoint key groups (one tab each), so their documents merge without clashes.
  const trads = Object.assign({}, ...volumes) as Record<string, unknown>;
  const tradsMap = mapTrads(trads, locale);

  return {
    ...mapLangs(visitor, domainRegistry(), locale, tradsMap),
    menus: {
      header: mapMenuLinks(menus.header, pages),
      burger: mapMenuLinks(menus.burger, pages),
      footer: mapMenuLinks(menus.footer, pages),
      formations: mapMenuLinks(menus.formations, pages),
    },
    header: {
      links: mapMenuLinks(header.links, pages),
      linkedin_url: header.linkedinUrl || null,
      discord_url: header.discordUrl || null,
    },
    burger: social,
    footer: mapFooter(footer, social),
    trads: tradsMap,
    notFoundImage: mapImage(settings.notFoundImage),
    shareImage: mapImage(settings.shareImage),
  };
}

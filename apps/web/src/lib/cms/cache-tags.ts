import type { Locale } from '@dav/contract';

/**
 * Cache tags of CMS reads. The CMS posts them to /api/revalidate after a change:
 * - `global` / `global:{locale}`: menus, header, footer, trads, langs (every page shows them);
 * - `page` / `page:{locale}:{slug}`: one page (send the old and the new slug on a rename);
 * - `forms` / `forms:{locale}:{name}`: a form definition (its options come from subsidiaries and expertises);
 * - the coworking content is a CMS global whose hook sends `global` and `page`: it carries `page`.
 */
export function globalTags(locale: Locale): string[] {
  return ['global', `global:${locale}`];
}

export function pageTags(locale: Locale, slug: string): string[] {
  return ['page', `page:${locale}:${slug}`];
}

export function formTags(locale: Locale, name: string): string[] {
  return ['forms', `forms:${locale}:${name}`];
}

export function coworkingTags(locale: Locale): string[] {
  return ['page', `coworking:${locale}`];
}

/**
 * Content only changes when an editor saves, and the CMS then revalidates by tag: keep entries
 * for long. `stale` is the client router's reuse window (30 s is its minimum).
 */
export const CMS_CACHE_LIFE = { stale: 30, revalidate: 30 * 86_400, expire: 365 * 86_400 };

/**
 * A last good copy served while the CMS is down: retried in the background every 30 s. Expire
 * stays above 5 minutes, or the entry would leave the prerendered page (see cacheLife docs).
 */
export const CMS_FALLBACK_CACHE_LIFE = { stale: 30, revalidate: 30, expire: 3600 };

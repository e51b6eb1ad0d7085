import type { DayResponse, Locale } from '@dav/contract';
import type { Payload } from 'payload';
import type { DayAtDav } from '../payload-types';
import { PUBLISHED, type Edition } from '../access/edition';
import { mapDay, type DayInAllLocales } from './map-day';

const ROW = { id: true, title: true, slug: true, seo: { title: true, description: true } } as const;

/**
 * The day at DAV in `locale` as the contract gives it, with the global itself: read once in that
 * language (`depth` 1 for its pictures), once in all of them for each product's slug in the others
 * (its page's hreflang alternates) and its SEO texts without the fallback language. For the day's route and the sitemap alike.
 * A draft read (the site's preview) takes the global's latest draft.
 */
export async function loadDay(
  payload: Payload,
  locale: Locale,
  depth: 0 | 1,
  edition: Edition = PUBLISHED,
): Promise<{ doc: DayAtDav; day: DayResponse }> {
  const [doc, all] = await Promise.all([
    payload.findGlobal({ slug: 'day-at-dav', locale, depth, draft: edition.draft }),
    payload.findGlobal({
      slug: 'day-at-dav',
      locale: 'all',
      draft: edition.draft,
      depth: 0,
      select: { themes: ROW, rooms: ROW, lunches: ROW, goodies: ROW },
    }),
  ]);
  return { doc, day: mapDay(doc, locale, all as unknown as DayInAllLocales) };
}

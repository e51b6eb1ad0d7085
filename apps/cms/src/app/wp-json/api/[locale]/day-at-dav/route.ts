import { DayResponseSchema } from '@dav/contract';
import { mapDay, type DayInAllLocales } from '@/contract/map-day';
import { readRoute } from '@/contract/read-route';

export const dynamic = 'force-dynamic';

const ROW = { id: true, title: true, slug: true } as const;

/** GET /wp-json/api/{locale}/day-at-dav: the day-at-DAV intro and products (docs/product.md#a-day-at-dav). */
export const GET = readRoute('day-at-dav', DayResponseSchema, async ({ payload, locale }) => {
  const [doc, all] = await Promise.all([
    payload.findGlobal({ slug: 'day-at-dav', locale, depth: 1 }),
    // Each product's slug in the other languages (its page's hreflang alternates).
    payload.findGlobal({
      slug: 'day-at-dav',
      locale: 'all',
      depth: 0,
      select: { themes: ROW, rooms: ROW, lunches: ROW, goodies: ROW },
    }),
  ]);
  return mapDay(doc, locale, all as unknown as DayInAllLocales);
});

// Bookings are posted to /wp-json/api/{locale}/forms/day.
export { DELETE, PATCH, POST, PUT } from '@/contract/read-only';

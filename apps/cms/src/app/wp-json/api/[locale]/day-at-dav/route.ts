import { DayResponseSchema } from '@dav/contract';
import { editionFor } from '@/access/edition';
import { loadDay } from '@/contract/load-day';
import { readRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/**
 * GET /wp-json/api/{locale}/day-at-dav: the day-at-DAV intro and products
 * (docs/product.md#a-day-at-dav); its draft to a preview link of the day (edition.ts).
 */
export const GET = readRoute(
  'day-at-dav',
  DayResponseSchema,
  async ({ payload, locale, edition }) =>
    (await loadDay(payload, locale, 1, editionFor(edition, 'day-at-dav'))).day,
);

// Bookings are posted to /wp-json/api/{locale}/forms/day.
export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

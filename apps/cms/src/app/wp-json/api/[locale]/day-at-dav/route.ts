import { DayResponseSchema } from '@dav/contract';
import { loadDay } from '@/contract/load-day';
import { readRoute } from '@/contract/read-route';

export const dynamic = 'force-dynamic';

/** GET /wp-json/api/{locale}/day-at-dav: the day-at-DAV intro and products (docs/product.md#a-day-at-dav). */
export const GET = readRoute(
  'day-at-dav',
  DayResponseSchema,
  async ({ payload, locale, edition }) => (await loadDay(payload, locale, 1, edition)).day,
);

// Bookings are posted to /wp-json/api/{locale}/forms/day.
export { DELETE, PATCH, POST, PUT } from '@/contract/read-only';

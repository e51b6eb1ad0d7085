import { DayResponseSchema, isLocale } from '@dav/contract';
import { mapDay, type DayInAllLocales } from '@/contract/map-day';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** GET /wp-json/api/{locale}/day-at-dav: the day-at-DAV intro and products (docs/product.md#a-day-at-dav). */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('day-at-dav', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const payload = await getPayloadClient();
    const row = { id: true, title: true, slug: true } as const;
    const [doc, all] = await Promise.all([
      payload.findGlobal({ slug: 'day-at-dav', locale, depth: 1 }),
      // Each product's slug in the other languages (its page's hreflang alternates).
      payload.findGlobal({
        slug: 'day-at-dav',
        locale: 'all',
        depth: 0,
        select: { themes: row, rooms: row, lunches: row, goodies: row },
      }),
    ]);
    return contractJson(DayResponseSchema, mapDay(doc, locale, all as unknown as DayInAllLocales));
  });
}

// Bookings are posted to /wp-json/api/{locale}/forms/day.
export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

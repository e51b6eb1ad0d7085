import { DayResponseSchema, isLocale } from '@dav/contract';
import { mapDay } from '@/contract/map-day';
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
    const doc = await payload.findGlobal({ slug: 'day-at-dav', locale, depth: 1 });
    return contractJson(DayResponseSchema, mapDay(doc));
  });
}

// Bookings are posted to /wp-json/api/{locale}/forms/day.
export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

import type { CoworkingResponse } from '@dav/contract';
import type { CoworkingPriceInput } from '@dav/rules';

/** The CMS's three rates, keyed by mode as `coworkingPrice` takes them. */
export function ratesOf(coworking: CoworkingResponse): CoworkingPriceInput['rates'] {
  return {
    day: coworking.day_rate_price,
    week: coworking.week_rate_price,
    month: coworking.month_rate_price,
  };
}

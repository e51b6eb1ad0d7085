import type { CoworkingResponse } from '@dav/contract';
import { ratesByMode, type CoworkingPriceInput } from '@dav/rules';

/** The CMS's three rates, keyed by mode as `coworkingPrice` takes them. */
export function ratesOf(coworking: CoworkingResponse): CoworkingPriceInput['rates'] {
  return ratesByMode(coworking);
}

import { OfferSearchQuerySchema, OfferSearchResponseSchema } from '@dav/contract';
import { searchOffers } from '@/contract/load-offers';
import { searchRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/**
 * GET /wp-json/api/{locale}/offers?q=&expertise=&subsidiary=&page= (docs/product.md#calls): the
 * offers search. A malformed parameter is a 400 naming it; an unknown filter slug finds nothing.
 */
export const GET = searchRoute(
  'offers',
  OfferSearchQuerySchema,
  OfferSearchResponseSchema,
  ({ payload, locale }, query) => searchOffers(payload, locale, query),
);

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

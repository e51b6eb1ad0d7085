import { SubsidiaryListQuerySchema, SubsidiaryListResponseSchema } from '@dav/contract';
import { listSubsidiaries } from '@/contract/load-subsidiaries';
import { searchRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/**
 * GET /wp-json/api/{locale}/subsidiaries?region=&expertise= (docs/product.md#subsidiaries): the
 * offers' search panel, the map and its list. A malformed parameter is a 400 naming it; an unknown
 * expertise finds nothing. Always the public's: a preview link shows its own document only
 * (edition.ts).
 */
export const GET = searchRoute(
  'subsidiaries',
  SubsidiaryListQuerySchema,
  SubsidiaryListResponseSchema,
  async ({ payload, locale }, query) => ({
    items: await listSubsidiaries(payload, locale, query),
  }),
);

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

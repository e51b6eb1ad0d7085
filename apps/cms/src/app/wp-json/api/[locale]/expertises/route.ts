import { ExpertisesResponseSchema } from '@dav/contract';
import { loadExpertises } from '@/contract/load-facets';
import { readRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/** GET /wp-json/api/{locale}/expertises: the list a search panel of /nos-offres shows (docs/product.md#calls). */
export const GET = readRoute('expertises', ExpertisesResponseSchema, async ({ payload, locale }) => ({
  items: await loadExpertises(payload, locale),
}));

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

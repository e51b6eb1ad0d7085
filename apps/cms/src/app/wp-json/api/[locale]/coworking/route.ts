import { CoworkingResponseSchema } from '@dav/contract';
import { editionFor } from '@/access/edition';
import { mapCoworking } from '@/contract/map-coworking';
import { readRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/**
 * GET /wp-json/api/{locale}/coworking: rates, request form texts and page content; its draft to
 * a preview link of the coworking page (edition.ts).
 */
export const GET = readRoute('coworking', CoworkingResponseSchema, async ({ payload, locale, edition }) => {
  const { draft } = editionFor(edition, 'coworking');
  return mapCoworking(await payload.findGlobal({ slug: 'coworking', locale, depth: 1, draft }));
});

// Coworking requests are posted to /wp-json/api/{locale}/form-coworking (docs/product.md#calls).
export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

import { SubsidiaryResponseSchema } from '@dav/contract';
import { loadSubsidiary } from '@/contract/load-subsidiaries';
import { readEdition } from '@/access/edition';
import { detailRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/**
 * GET /wp-json/api/{locale}/subsidiaries/{slug} (docs/product.md#subsidiaries): a subsidiary with
 * its presentation, places, clients, latest news and offers in that language.
 */
export const GET = detailRoute('subsidiary', SubsidiaryResponseSchema, ({ payload, locale, edition }, slug) =>
  readEdition(edition, 'subsidiaries', (own) => loadSubsidiary(payload, locale, slug, new Date(), own)),
);

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

import { OfferResponseSchema } from '@dav/contract';
import { loadOffer } from '@/contract/load-offers';
import { readEdition } from '@/access/edition';
import { detailRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/**
 * GET /wp-json/api/{locale}/offers/{slug}: an offer on the site in that language, with its related
 * offers. Unpublished, scheduled, closed or untranslated: 404, as if it did not exist.
 */
export const GET = detailRoute('offer', OfferResponseSchema, ({ payload, locale, edition }, slug) =>
  readEdition(edition, 'offers', (own) => loadOffer(payload, locale, slug, new Date(), own)),
);

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

import { ConsentResponseSchema } from '@dav/contract';
import { mapConsent } from '@/contract/map-consent';
import { readRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/** GET /wp-json/api/{locale}/consent: the banner's texts, the policy revision, the tag manager. */
export const GET = readRoute('consent', ConsentResponseSchema, async ({ payload, locale }) =>
  // No fallback: an empty text takes the shipped one of this language, not French.
  mapConsent(await payload.findGlobal({ slug: 'consent', locale, fallbackLocale: false, depth: 0 }), locale),
);

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

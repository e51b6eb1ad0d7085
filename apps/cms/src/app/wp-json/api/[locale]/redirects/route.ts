import { RedirectsResponseSchema } from '@dav/contract';
import { loadRedirects } from '@/contract/load-redirects';
import { readRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/** GET /wp-json/api/{locale}/redirects: what the website applies before routing (docs/product.md#redirects). */
export const GET = readRoute('redirects', RedirectsResponseSchema, async ({ payload, locale }) => ({
  items: await loadRedirects(payload, locale),
}));

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

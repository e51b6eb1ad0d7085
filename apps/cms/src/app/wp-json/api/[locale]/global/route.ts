import { GlobalResponseSchema } from '@dav/contract';
import { loadGlobal } from '@/contract/load-global';
import { readRoute } from '@/routes/read-route';
import { visitorOf } from '@/contract/visitor';

export const dynamic = 'force-dynamic';

/** GET /wp-json/api/{locale}/global (docs/product.md#calls). */
export const GET = readRoute('global', GlobalResponseSchema, ({ payload, locale, request }) =>
  loadGlobal(payload, locale, visitorOf(request)),
);

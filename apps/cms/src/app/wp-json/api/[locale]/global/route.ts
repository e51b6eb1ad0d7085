import { GlobalResponseSchema, isLocale } from '@dav/contract';
import { loadGlobal } from '@/contract/load-global';
import { contractJson, errorJson, withContractErrors } from '@/contract/respond';
import { visitorOf } from '@/contract/visitor';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/** GET /wp-json/api/{locale}/global (docs/product.md#calls). */
export function GET(request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('global', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const payload = await getPayloadClient();
    return contractJson(GlobalResponseSchema, await loadGlobal(payload, locale, visitorOf(request)));
  });
}

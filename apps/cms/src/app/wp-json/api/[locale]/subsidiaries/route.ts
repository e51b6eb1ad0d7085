import { isLocale, SubsidiaryListQuerySchema, SubsidiaryListResponseSchema } from '@dav/contract';
import { listSubsidiaries } from '@/contract/load-subsidiaries';
import {
  contractJson,
  errorJson,
  methodNotAllowed,
  queryErrorJson,
  withContractErrors,
} from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string }> };

/**
 * GET /wp-json/api/{locale}/subsidiaries?region=&expertise= (docs/product.md#subsidiaries): the
 * offers' search panel, the map and its list. A malformed parameter is a 400 naming it; an unknown
 * expertise finds nothing.
 */
export function GET(request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('subsidiaries', async () => {
    const { locale } = await params;
    if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
    const query = SubsidiaryListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return queryErrorJson(query.error.issues);
    const items = await listSubsidiaries(await getPayloadClient(), locale, query.data);
    return contractJson(SubsidiaryListResponseSchema, { items });
  });
}

export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

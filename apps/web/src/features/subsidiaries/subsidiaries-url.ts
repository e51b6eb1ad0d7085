import { routePath } from '@dav/rules';
import { SubsidiaryListQuerySchema, type SubsidiaryListQuery } from '@dav/contract';
import { readQuery, type RawParams } from '../screen/read-query';

/** The map's route (docs/product.md#routes): its filters live in the query string. */
export const SUBSIDIARIES_PATH = routePath('subsidiaries');

/**
 * The filters a URL asks for. A hand-edited or stale URL never fails the page: a parameter the
 * contract refuses is read as "all".
 */
export function readSubsidiariesQuery(params: RawParams): SubsidiaryListQuery {
  return readQuery(SubsidiaryListQuerySchema, params, ['region', 'expertise']);
}

/** `/nos-filiales?region=europe&expertise=data-ai`: "all" left out. */
export function subsidiariesHref(query: SubsidiaryListQuery): string {
  const params = new URLSearchParams();
  if (query.region) params.set('region', query.region);
  if (query.expertise) params.set('expertise', query.expertise);
  return params.size > 0 ? `${SUBSIDIARIES_PATH}?${params}` : SUBSIDIARIES_PATH;
}

export const subsidiaryHref = (slug: string) => routePath('subsidiary', slug);

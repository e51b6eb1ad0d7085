import { routePath } from '@dav/rules';
import { OfferSearchQuerySchema, type OfferSearchQuery } from '@dav/contract';
import { readQuery, type RawParams } from '../screen/read-query';

/** The search route (docs/product.md#routes): its state lives in the query string. */
export const OFFERS_PATH = routePath('offers');

/**
 * The search a URL asks for. A hand-edited or stale URL never fails the page: each parameter the
 * contract refuses is read as its default (no role, all, page 1), the others are kept.
 */
export function readSearchQuery(params: RawParams): OfferSearchQuery {
  return readQuery(OfferSearchQuerySchema, params, ['q', 'expertise', 'subsidiary', 'page']);
}

/** `/nos-offres?q=…&expertise=…`: empty values left out, page 1 implied. */
export function offersSearchHref(query: Partial<OfferSearchQuery>, hash?: string): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.expertise) params.set('expertise', query.expertise);
  if (query.subsidiary) params.set('subsidiary', query.subsidiary);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.size > 0 ? `?${params}` : '';
  return `${OFFERS_PATH}${search}${hash ? `#${hash}` : ''}`;
}

export const offerHref = (slug: string) => routePath('offer', slug);

import { OfferSearchQuerySchema, type OfferSearchQuery } from '@dav/contract';

/** The search route (docs/product.md#routes): its state lives in the query string. */
export const OFFERS_PATH = '/nos-offres';

type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The search a URL asks for. A hand-edited or stale URL never fails the page: each parameter the
 * contract refuses is read as its default (no role, all, page 1), the others are kept.
 */
export function readSearchQuery(params: RawParams): OfferSearchQuery {
  const raw = {
    q: first(params.q),
    expertise: first(params.expertise),
    subsidiary: first(params.subsidiary),
    page: first(params.page),
  };
  const parsed = OfferSearchQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !refused.has(key)));
  return OfferSearchQuerySchema.parse(kept);
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

export const offerHref = (slug: string) => `${OFFERS_PATH}/${slug}`;

import { SubsidiaryListQuerySchema, type SubsidiaryListQuery } from '@dav/contract';

/** The map's route (docs/product.md#routes): its filters live in the query string. */
export const SUBSIDIARIES_PATH = '/nos-filiales';

type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The filters a URL asks for. A hand-edited or stale URL never fails the page: a parameter the
 * contract refuses is read as "all".
 */
export function readSubsidiariesQuery(params: RawParams): SubsidiaryListQuery {
  const raw = { region: first(params.region), expertise: first(params.expertise) };
  const parsed = SubsidiaryListQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return SubsidiaryListQuerySchema.parse(
    Object.fromEntries(Object.entries(raw).filter(([key]) => !refused.has(key))),
  );
}

/** `/nos-filiales?region=europe&expertise=data-ai`: "all" left out. */
export function subsidiariesHref(query: SubsidiaryListQuery): string {
  const params = new URLSearchParams();
  if (query.region) params.set('region', query.region);
  if (query.expertise) params.set('expertise', query.expertise);
  return params.size > 0 ? `${SUBSIDIARIES_PATH}?${params}` : SUBSIDIARIES_PATH;
}

export const subsidiaryHref = (slug: string) => `${SUBSIDIARIES_PATH}/${slug}`;

/** The part of a contract schema (zod) this needs, without importing zod here. */
interface QuerySchema<T> {
  safeParse(
    raw: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
  parse(raw: unknown): T;
}

/** A request's query string, as Next passes it to a page. */
export type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The state a list's URL asks for (the offers search, the blog, the subsidiaries' map), read with
 * the contract's schema of that query. A hand-edited or stale URL never fails the page: each
 * parameter the schema refuses is read as its default, the others are kept; a repeated parameter
 * counts once.
 */
export function readQuery<T>(schema: QuerySchema<T>, params: RawParams, keys: readonly string[]): T {
  const raw = Object.fromEntries(keys.map((key) => [key, first(params[key])]));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(raw).filter(([key]) => !refused.has(key))));
}

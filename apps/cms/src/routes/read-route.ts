import { isLocale, isSlug, type ErrorResponse, type Locale } from '@dav/contract';
import type { Payload } from 'payload';
import { getPayloadClient } from '@/routes/payload';
import { editionOf, type Edition } from '../access/edition';
import { contractJson, errorJson, queryErrorJson, withContractErrors } from '../lib/respond';

/**
 * What a read of the contract starts from: the CMS, the language asked for, the request, and
 * whether it reads the drafts (the site's preview) or the published content (edition.ts).
 */
export interface Read {
  payload: Payload;
  locale: Locale;
  request: Request;
  edition: Edition;
}

/** A draft answer is for one editor's preview: never kept by a cache on the way. */
const DRAFT_CACHE_CONTROL = 'private, no-store';

/** The part of a contract schema (zod) an answer needs. */
interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/** The part of a query schema (zod) a search needs. */
interface QuerySchema<Q> {
  safeParse(
    raw: unknown,
  ):
    | { success: true; data: Q }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

type RouteContext<P> = { params: Promise<P & { locale: string }> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

const NOT_FOUND = 'Not found';
const UNKNOWN_LOCALE = { locale: NOT_FOUND };
const UNKNOWN_SLUG = { slug: NOT_FOUND };

/**
 * A GET route of `/wp-json/api/{locale}/…` (docs/architecture.md#wire-contract): an unknown locale is
 * a 404 (`unknownLocale` its errors), anything thrown a JSON 500 (`withContractErrors`), else
 * `answer` responds from the route's other parameters.
 */
export function contractRoute<P extends object = object>(
  route: string,
  answer: (read: Read, params: P) => Promise<Response>,
  unknownLocale: ErrorResponse['errors'] = UNKNOWN_LOCALE,
): Handler<P> {
  return (request, { params }) =>
    withContractErrors(route, async () => {
      const all = await params;
      if (!isLocale(all.locale)) return errorJson(404, unknownLocale);
      const edition = editionOf(request, all.locale);
      const response = await answer(
        { payload: await getPayloadClient(), locale: all.locale, request, edition },
        all,
      );
      if (edition.draft) response.headers.set('Cache-Control', DRAFT_CACHE_CONTROL);
      return response;
    });
}

/** A resource in one language (`/global`, `/categories`…), answered through its contract schema. */
export function readRoute<T>(route: string, schema: AnswerSchema<T>, load: (read: Read) => Promise<T>) {
  return contractRoute(route, async (read) => contractJson(schema, await load(read)));
}

/** A list filtered by its query string: a malformed parameter is a 400 naming it. */
export function searchRoute<Q, T>(
  route: string,
  querySchema: QuerySchema<Q>,
  schema: AnswerSchema<T>,
  load: (read: Read, query: Q) => Promise<T>,
) {
  return contractRoute(route, async (read) => {
    const query = querySchema.safeParse(Object.fromEntries(new URL(read.request.url).searchParams));
    if (!query.success) return queryErrorJson(query.error.issues);
    return contractJson(schema, await load(read, query.data));
  });
}

/** `/…/{slug}`: a slug the CMS cannot hold, or nothing the site may show under it, is a 404. */
export function detailRoute<T>(
  route: string,
  schema: AnswerSchema<T>,
  load: (read: Read, slug: string) => Promise<T | null>,
) {
  return contractRoute<{ slug: string }>(route, async (read, { slug }) => {
    if (!isSlug(slug)) return errorJson(404, UNKNOWN_SLUG);
    const item = await load(read, slug);
    return item ? contractJson(schema, item) : errorJson(404, UNKNOWN_SLUG);
  });
}

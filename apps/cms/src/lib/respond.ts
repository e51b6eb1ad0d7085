import { ErrorResponseSchema, type ErrorResponse } from '@dav/contract';

/** Headers of every /wp-json response (docs/product.md#calls). The web caches and revalidates by tag. */
const CONTRACT_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** Parses `body` with its contract schema (zod), so nothing off-contract ever leaves the CMS. */
export function contractJson<T>(schema: { parse(data: unknown): T }, body: T, status = 200): Response {
  return new Response(JSON.stringify(schema.parse(body)), { status, headers: CONTRACT_HEADERS });
}

export function errorJson(status: number, errors: ErrorResponse['errors']): Response {
  return contractJson(ErrorResponseSchema, { errors }, status);
}

/** Runs a handler; anything thrown is logged here and answered as JSON, never as a stack trace. */
export async function withContractErrors(route: string, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    console.error(`[wp-json] ${route} failed:`, error);
    return errorJson(500, { server: 'Internal server error' });
  }
}

/** Methods a contract route does not serve: JSON, like every other /wp-json answer. */
export function methodNotAllowed(): Response {
  return errorJson(405, { method: 'Method not allowed' });
}

/** A query string that does not parse: 400 naming each faulty parameter. */
export function queryErrorJson(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Response {
  return errorJson(
    400,
    Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? 'query'), issue.message])),
  );
}

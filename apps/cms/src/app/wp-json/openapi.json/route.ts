import { buildOpenApiDocument } from '@dav/contract';

/** The wire contract as OpenAPI 3.1, generated from the zod schemas of packages/contract. */
export function GET(): Response {
  return Response.json(buildOpenApiDocument(), {
    headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

import { revalidateTag } from 'next/cache';
import { isRevalidateSecret } from '@/lib/cms/revalidate-secret';

/** `{ "tags": [...] }`: 1 to 100 non-empty tags of at most 256 characters (Next's tag limit). */
function parseTags(body: unknown): string[] | null {
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > 100) return null;
  if (!tags.every((tag) => typeof tag === 'string' && tag.length > 0 && tag.length <= 256)) return null;
  return [...new Set(tags as string[])];
}

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The CMS's change hook (ARCHITECTURE, "Rendering and caching"): `x-revalidate-secret` and
 * `{ "tags": [...] }` (see lib/cms/cache-tags.ts). `expire: 0` so the very next request renders
 * fresh content instead of being served the stale copy while it revalidates.
 */
export async function POST(request: Request) {
  if (!isRevalidateSecret(request.headers.get('x-revalidate-secret'))) {
    return json(401, { errors: { secret: 'invalid' } });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { errors: { body: 'invalid JSON' } });
  }
  const tags = parseTags(body);
  if (!tags) return json(400, { errors: { tags: 'expected { "tags": string[] } (1 to 100 tags)' } });
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return json(200, { revalidated: tags, now: Date.now() });
}

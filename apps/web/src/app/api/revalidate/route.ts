import { revalidateTag } from 'next/cache';
import { RevalidateRequestSchema } from '@dav/contract';
import { isRevalidateSecret } from '@/lib/cms/revalidate-secret';
import { shareRevalidation } from '@/lib/cache/revalidation-bus';
import { forgetSiteData } from '@/lib/proxy/site-data';

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The CMS's change hook (docs/architecture.md#revalidation): `x-revalidate-secret` and
 * `{ "tags": [...] }`, parsed with the contract's RevalidateRequestSchema. `expire: 0` so the very next request renders
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
  const parsed = RevalidateRequestSchema.safeParse(body);
  if (!parsed.success) {
    return json(400, {
      errors: { tags: 'expected { "tags": [...] }: 1 to 100 tags of @dav/contract (revalidate.ts)' },
    });
  }
  const tags = [...new Set(parsed.data.tags)];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // The proxy's own copies (the redirects, the container of the Content-Security-Policy).
  forgetSiteData(tags);
  // Several instances (REDIS_URL): the others forget theirs too, and their next read renders
  // fresh; written to Redis before the CMS gets its answer.
  await shareRevalidation(tags);
  return json(200, { revalidated: tags, now: Date.now() });
}

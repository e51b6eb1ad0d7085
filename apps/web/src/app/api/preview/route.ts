import { cookies, draftMode } from 'next/headers';
import { PREVIEW_TOKEN_PARAM } from '@dav/contract/preview';
import {
  DRAFT_MODE_COOKIE,
  openPreview,
  PREVIEW_COOKIE,
  previewCookieOptions,
} from '@/features/preview/preview-session';
import { previewRefused } from '@/features/preview/preview-refused';
import { revalidateSecret } from '@/lib/env';
import { siteTranslator } from '@/lib/i18n/site-translator';
import { siteKeyForHostHeader } from '@/lib/site/resolve-site-key';
import { siteContext } from '@/lib/site/site-context';

/**
 * A preview link (docs/architecture.md#drafts-and-preview): a token the CMS signed for one path on
 * this host turns on draft mode for this browser until the token's expiry, then shows that path.
 * Anything else is refused with a page in the host's language, and no draft mode.
 */
export async function GET(request: Request) {
  const key = siteKeyForHostHeader(request.headers.get('host'));
  const site = siteContext(key);
  const token = new URL(request.url).searchParams.get(PREVIEW_TOKEN_PARAM);
  const opened = openPreview(token, site.code, revalidateSecret());
  if (!opened.ok) return previewRefused(await siteTranslator(key), site.locale);
  (await draftMode()).enable();
  const jar = await cookies();
  // Next's draft mode cookie again, partitioned like ours and ending with the link (preview-session.ts).
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value;
  if (bypass) jar.set(DRAFT_MODE_COOKIE, bypass, previewCookieOptions(opened.target));
  jar.set(PREVIEW_COOKIE, token!, previewCookieOptions(opened.target));
  return new Response(null, {
    status: 307,
    headers: { location: opened.target.path, 'cache-control': 'private, no-store' },
  });
}

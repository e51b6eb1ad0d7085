import { checkPreviewToken, type PreviewTarget } from '@dav/contract/preview';
import { scriptVariant } from '@dav/rules';
import { PREVIEW_COOKIE } from '../../lib/cms/preview-cookie';

/*
 * The draft session (docs/architecture.md#drafts-and-preview), as pure decisions the preview
 * routes and the proxy share. Next's draft mode cookie alone never lasts a session: it is a
 * browser-session cookie, the same for every host of a build. Ours holds the signed link itself,
 * so a session is bound to one document at one path of one host, and ends when the link expires.
 */

/** Next's draft mode cookie (`draftMode().enable()`); nginx never caches a request that has it. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
export { PREVIEW_COOKIE };

export type OpenPreview =
  { ok: true; target: PreviewTarget } | { ok: false; reason: 'invalid' | 'expired' | 'other-host' };

/** What `GET /api/preview?token=…` does on the host of site `siteCode`. */
export function openPreview(
  token: string | null | undefined,
  siteCode: string,
  secret: string,
  now = Date.now(),
): OpenPreview {
  const check = checkPreviewToken(token, secret, now);
  if (!check.ok) return check;
  if (check.target.site !== siteCode) return { ok: false, reason: 'other-host' };
  return check;
}

/**
 * The attributes of both cookies of a session: sent inside the admin's frame (another site), and
 * partitioned (CHIPS), since browsers that block third-party cookies (incognito Chromium, Safari,
 * Firefox) keep a partitioned one for that frame; in a tab of its own the partition is the site's.
 */
export const SESSION_COOKIE = {
  httpOnly: true,
  secure: true,
  sameSite: 'none' as const,
  path: '/',
  partitioned: true,
};

/** Our cookie's attributes: a session's, gone at the link's expiry. */
export function previewCookieOptions(target: PreviewTarget) {
  return { ...SESSION_COOKIE, expires: new Date(target.exp) };
}

export type DraftSession = 'none' | 'valid' | 'elsewhere' | 'ended';

/**
 * A page request's draft session: `none` (no draft mode cookie: the public page), `valid` (the
 * link's own path, or its `/script` variant, on this host until the link's expiry: the draft),
 * `elsewhere` (another path of the host while the link is valid: the public page, the session kept
 * for going back) or `ended` (no valid link of this host: the public page, both cookies deleted).
 */
export function draftSession(
  cookies: { get(name: string): { value: string } | undefined },
  siteCode: string,
  secret: string,
  pathname: string,
  now = Date.now(),
): DraftSession {
  if (!cookies.get(DRAFT_MODE_COOKIE)) return 'none';
  const opened = openPreview(cookies.get(PREVIEW_COOKIE)?.value, siteCode, secret, now);
  if (!opened.ok) return 'ended';
  return scriptVariant(pathname).path === opened.target.path ? 'valid' : 'elsewhere';
}

/** Where leaving the preview leads: a path of this same host, never another site (`//evil`, `https:`…). */
export function exitPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  // A path only: a scheme or host smuggled in after control characters is no path of ours.
  if (/[\u0000-\u001f\\]/.test(path)) return '/';
  return path;
}

/** The Cookie header less Next's draft mode cookie: the request then renders the public page. */
export function withoutDraftCookie(cookieHeader: string | null): string {
  return (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(
      (part) => part && !part.startsWith(`${DRAFT_MODE_COOKIE}=`) && !part.startsWith(`${PREVIEW_COOKIE}=`),
    )
    .join('; ');
}

import type { NextResponse } from 'next/server';
import {
  DRAFT_MODE_COOKIE,
  PREVIEW_COOKIE,
  SESSION_COOKIE,
  withoutDraftCookie,
  type DraftSession,
} from './preview-session';

/*
 * What the proxy does to a page request of a draft session (preview-session.ts decides which).
 * Kept apart from proxy.ts so the rules read in one place.
 */

/** The path the visitor asked for, for the draft banner's way out (read in draft mode only). */
export const DRAFT_PATH_HEADER = 'x-dav-draft-path';

/**
 * The request headers the page renders with: a session's elsewhere than its document, or ended,
 * without Next's draft mode cookie (nor ours), so it gets the public page; a valid one's with the
 * path the banner links back to. Undefined when nothing changes.
 */
export function draftRequestHeaders(
  session: DraftSession,
  headers: Headers,
  pathname: string,
): Headers | undefined {
  if (session === 'none') return undefined;
  const next = new Headers(headers);
  if (session === 'valid') {
    next.set(DRAFT_PATH_HEADER, pathname);
    return next;
  }
  const cookie = withoutDraftCookie(next.get('cookie'));
  if (cookie) next.set('cookie', cookie);
  else next.delete('cookie');
  return next;
}

/** Both cookies deleted, with the attributes they were set with, or a framed browser keeps them. */
export function endDraftSession(response: NextResponse) {
  for (const name of [DRAFT_MODE_COOKIE, PREVIEW_COOKIE])
    response.cookies.set(name, '', { ...SESSION_COOKIE, maxAge: 0 });
}

/** A draft is one editor's: never stored by a cache, never indexed. */
export function inDraftSession(response: NextResponse) {
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex');
}

import { type NextRequest, NextResponse } from 'next/server';
import { DEFAULT_ADMIN_LANGUAGE } from './admin/languages';

/**
 * Two adjustments of the admin's and the staff API's requests before Payload reads them:
 *
 * - The admin speaks French to a staff member until they choose a language (their account page
 *   sets Payload's `payload-lng` cookie). Payload would otherwise follow the browser's
 *   Accept-Language, so an editor on an English browser would start in English.
 * - A request with neither `Origin` nor `Sec-Fetch-Site` was sent by no browser page (a script,
 *   curl, a test's API client): it is marked `Sec-Fetch-Site: none`, a direct request, which
 *   Payload's CSRF check accepts with the session cookie (lib/staff-origins.ts). Payload refuses
 *   it otherwise, though it cannot be a forgery: a browser sends `Origin` with every request that
 *   changes something, and a page of another site gets no session cookie (`SameSite=Strict`).
 *   A request that names an origin is still held to the staff origins.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  let changed = false;
  if (!request.cookies.has('payload-lng')) {
    headers.set('accept-language', DEFAULT_ADMIN_LANGUAGE);
    changed = true;
  }
  if (!headers.has('origin') && !headers.has('sec-fetch-site')) {
    headers.set('sec-fetch-site', 'none');
    changed = true;
  }
  return changed ? NextResponse.next({ request: { headers } }) : NextResponse.next();
}

export const config = { matcher: ['/admin/:path*', '/api/:path*'] };

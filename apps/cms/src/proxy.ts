import { type NextRequest, NextResponse } from 'next/server';
import { adminContentSecurityPolicy } from './admin/content-security-policy.mjs';
import { DEFAULT_ADMIN_LANGUAGE } from './i18n/languages';
import { previewSiteOrigins } from './lib/public-site';

const CSP = 'content-security-policy';

/**
 * Three adjustments of the admin's and the staff API's requests before Payload reads them:
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
 * - An admin page is rendered per request, so it gets a nonce of its own: in the request's policy,
 *   where Next finds it and puts it on every script it writes, and in the response's, where it
 *   replaces the static one of next.config.mjs (docs/architecture.md#headers-and-the-nonce).
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  let changed = false;
  let policy: string | null = null;
  if (!request.nextUrl.pathname.startsWith('/api/')) {
    const nonce = btoa(crypto.randomUUID());
    policy = adminContentSecurityPolicy({
      dev: process.env.NODE_ENV !== 'production',
      nonce,
      siteOrigins: previewSiteOrigins(),
    });
    headers.set(CSP, policy);
    changed = true;
  }
  if (!request.cookies.has('payload-lng')) {
    headers.set('accept-language', DEFAULT_ADMIN_LANGUAGE);
    changed = true;
  }
  if (!headers.has('origin') && !headers.has('sec-fetch-site')) {
    headers.set('sec-fetch-site', 'none');
    changed = true;
  }
  const response = changed ? NextResponse.next({ request: { headers } }) : NextResponse.next();
  if (policy) response.headers.set(CSP, policy);
  return response;
}

export const config = { matcher: ['/admin/:path*', '/api/:path*'] };

import { type NextRequest, NextResponse } from 'next/server';
import { DEFAULT_ADMIN_LANGUAGE } from './admin/languages';

/**
 * The admin speaks French to a staff member until they choose a language (their account page
 * sets Payload's `payload-lng` cookie). Payload would otherwise follow the browser's
 * Accept-Language, so an editor on an English browser would start in English.
 */
export function proxy(request: NextRequest) {
  if (request.cookies.has('payload-lng')) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set('accept-language', DEFAULT_ADMIN_LANGUAGE);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ['/admin/:path*', '/api/:path*'] };

import { NextResponse, type NextRequest } from 'next/server';

export function proxy(request: NextRequest) {
  const host = request.headers.get('host') ?? '';
  const key = host.replace(':', '~');
  const url = request.nextUrl.clone();
  url.pathname = `/${key}${url.pathname === '/' ? '' : url.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = { matcher: ['/((?!api/|wp-json/|_next/|assets/|favicon.ico).*)'] };

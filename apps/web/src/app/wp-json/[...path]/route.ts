import type { NextRequest } from 'next/server';
import { cmsBaseUrl, trustedProxyHops } from '@/lib/env';
import { FORWARDED_FOR, visitorAddress } from '@/lib/proxy/forwarded-for';
import { signedVisitorHeaders } from '@/lib/proxy/visitor-headers';

/*
 * The browser's door to the contract: /wp-json/* is streamed to the CMS. A route handler rather
 * than a next.config rewrite, because the rewrite's proxy passes the visitor's own X-Forwarded-For
 * on untouched (the CMS rate-limits on its first entry, so anyone could pick their address) and
 * adds none when there is none. Here the CMS gets exactly one address, signed with the secret
 * both apps share (lib/proxy/visitor-headers.ts): ours to vouch for.
 */

/** Headers about this connection, not the request: never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];
/** fetch() already decoded the CMS's body, so its length and encoding no longer hold. */
const DECODED = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'];
const TIMEOUT_MS = 30_000;

async function forward(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.delete('x-real-ip');
  const visitor = visitorAddress(request.headers.get(FORWARDED_FOR), trustedProxyHops());
  headers.set(FORWARDED_FOR, visitor);
  for (const [name, value] of Object.entries(signedVisitorHeaders(visitor))) headers.set(name, value);
  headers.set('x-forwarded-host', request.headers.get('host') ?? '');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let answer: Response;
  try {
    answer = await fetch(`${cmsBaseUrl()}${pathname}${search}`, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      // Streams the upload (a CV) instead of buffering it; Node's fetch needs this for a stream body.
      duplex: 'half',
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    } as RequestInit & { duplex: 'half' });
  } catch {
    return Response.json({ errors: { server: 'Service unavailable' } }, { status: 502 });
  }
  const out = new Headers(answer.headers);
  for (const name of DECODED) out.delete(name);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: out });
}

export {
  forward as GET,
  forward as HEAD,
  forward as POST,
  forward as PUT,
  forward as PATCH,
  forward as DELETE,
  forward as OPTIONS,
};

import 'server-only';
import { cmsBaseUrl, trustedProxyHops } from '@/lib/env';
import { FORWARDED_FOR, visitorAddress } from './forwarded-for';
import { signedVisitorHeaders } from './visitor-headers';

/**
 * A form the site posts to the CMS on the visitor's behalf (a form sent without JavaScript, the
 * withdrawal's confirmation): as the visitor, with their address (signed, as app/wp-json does) and
 * this site as Origin, so the CMS's origin check and rate limit see them; `headers` adds others
 * (a form's Idempotency-Key). Throws on no answer.
 */
export function postAsVisitor(
  path: string,
  body: FormData,
  visitor: { origin: string; forwardedFor: string | null },
  timeoutMs = 30_000,
  headers: Record<string, string> = {},
): Promise<Response> {
  const address = visitorAddress(visitor.forwardedFor, trustedProxyHops());
  return fetch(`${cmsBaseUrl()}${path}`, {
    method: 'POST',
    body,
    headers: {
      ...headers,
      origin: visitor.origin,
      [FORWARDED_FOR]: address,
      ...signedVisitorHeaders(address),
    },
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/*
 * The visitor's address, as the CMS must see it for its rate limit (it reads the first
 * X-Forwarded-For entry). A visitor can send any X-Forwarded-For, so the address comes from the
 * right end of the chain, where only our own servers write:
 * - TRUSTED_PROXY_HOPS=0 (the default: Next faces the visitors): proxy.ts removes whatever the
 *   visitor sent, so Next's server fills the header with the socket's address alone;
 * - TRUSTED_PROXY_HOPS=N (N reverse proxies in front, each appending the address it saw, as nginx's
 *   $proxy_add_x_forwarded_for does): the entry the outermost proxy wrote, N from the right.
 */

export const FORWARDED_FOR = 'x-forwarded-for';

/** The visitor's address from the X-Forwarded-For that reached us; 'unknown' when there is none. */
export function visitorAddress(forwardedFor: string | null, hops: number): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - Math.max(hops, 1))] ?? 'unknown';
}

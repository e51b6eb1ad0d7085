import crypto from 'node:crypto';
import {
  VISITOR_ADDRESS_HEADER,
  VISITOR_ADDRESS_KEY_PURPOSE,
  VISITOR_SIGNATURE_HEADER,
  visitorAddressMessage,
} from '@dav/contract';
import { revalidateSecret, trustedProxies } from '../env';

/*
 * Who is asking (docs/architecture.md#visitor-address). Rate limits and the address stored with a
 * submission rest on it, so nothing a caller writes in a header is believed on its own word:
 * 1. the site's signed header (VISITOR_ADDRESS_HEADER + VISITOR_SIGNATURE_HEADER, keyed from the
 *    secret both apps share): the visitor the site served;
 * 2. else, when the connection comes from an address of TRUSTED_PROXIES (empty by default: being
 *    on this machine or on loopback earns nothing), the X-Forwarded-For entry left of the last
 *    trusted hop;
 * 3. else the connection's own address, which the CMS's server (apps/cms/server.mjs) writes in
 *    PEER_ADDRESS_HEADER over anything the caller sent.
 */

/** Written by apps/cms/server.mjs from the socket, replacing any value a caller sent. */
export const PEER_ADDRESS_HEADER = 'x-dav-peer-address';

/** `::ffff:127.0.0.1` is 127.0.0.1: one address, one key. */
export const plainAddress = (address: string): string =>
  address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

const signingKey = (secret: string) =>
  crypto.createHmac('sha256', secret).update(VISITOR_ADDRESS_KEY_PURPOSE).digest();

/** The signature the site sends with `address` (the site computes the same: lib/proxy). */
export function visitorSignature(address: string, secret = revalidateSecret()): string {
  return crypto
    .createHmac('sha256', signingKey(secret))
    .update(visitorAddressMessage(address))
    .digest('base64url');
}

/** The address the site vouches for, when its signature checks (constant-time). */
function signedVisitor(headers: Headers): string | null {
  const address = headers.get(VISITOR_ADDRESS_HEADER)?.trim();
  const signature = headers.get(VISITOR_SIGNATURE_HEADER)?.trim();
  if (!address || !signature) return null;
  const expected = Buffer.from(visitorSignature(address));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
    ? plainAddress(address)
    : null;
}

/** The entry of X-Forwarded-For written by the outermost trusted proxy. */
function behindTrustedProxies(peer: string, forwardedFor: string | null, trusted: ReadonlySet<string>) {
  const chain = (forwardedFor ?? '').split(',').map(plainAddress).filter(Boolean);
  let address = peer;
  while (trusted.has(address) && chain.length > 0) address = chain.pop()!;
  return address;
}

/** The address a request comes from, as far as the CMS can vouch for it; 'unknown' without one. */
export function clientAddress(request: Request): string {
  const signed = signedVisitor(request.headers);
  if (signed) return signed;
  const peer = plainAddress(request.headers.get(PEER_ADDRESS_HEADER) ?? '');
  if (!peer) return 'unknown';
  return behindTrustedProxies(peer, request.headers.get('x-forwarded-for'), trustedProxies());
}

import crypto from 'node:crypto';
import { SIGNED_TOKEN_PATTERN } from '@dav/contract';
import { payloadSecret } from '../env';

/*
 * Tokens that say "the CMS issued this for that record" without a table of tokens: the record's
 * id, then an HMAC-SHA256 of the purpose, the id and a secret of the record, keyed by a key
 * derived from PAYLOAD_SECRET. A token of one purpose never passes for another.
 */

const key = (purpose: string) =>
  crypto.createHmac('sha256', payloadSecret()).update(`dav-signed-token:${purpose}`).digest();

const mac = (purpose: string, id: string, secret: string) =>
  crypto.createHmac('sha256', key(purpose)).update(`${id}\n${secret}`).digest('base64url');

/** `{id}.{mac}`: `secret` is what ties it to this record (a random key it holds, or nothing). */
export function signToken(purpose: string, id: string | number, secret = ''): string {
  return `${id}.${mac(purpose, String(id), secret)}`;
}

/** The id a token names, before its signature is checked (null when it is not one of ours). */
export function tokenId(token: string): string | null {
  const match = SIGNED_TOKEN_PATTERN.exec(token);
  return match ? match[1]! : null;
}

/** True when `token` was signed for this purpose, id and secret (compared in constant time). */
export function verifyToken(purpose: string, token: string, secret = ''): boolean {
  const id = tokenId(token);
  if (id === null) return false;
  const expected = Buffer.from(signToken(purpose, id, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

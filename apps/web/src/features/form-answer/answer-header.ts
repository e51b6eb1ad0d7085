import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The header that asks the answer screen for a kept answer: `<id>.<signature>`, set only by the
 * site's own request from app/api/forms. proxy.ts drops any whose signature is not the site's,
 * so a visitor can never set one (and the id alone, 128 random bits, is never shown to anyone).
 */
export const FORM_ANSWER_HEADER = 'x-dav-form-answer';

const PURPOSE = 'dav form answer\n';

const signatureOf = (id: string, secret: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + id)
    .digest('base64url');

export function signedAnswerHeader(id: string, secret: string): string {
  return `${id}.${signatureOf(id, secret)}`;
}

/** The id of a header the site signed; null for anything else (none, forged, malformed). */
export function verifiedAnswerId(header: string | null, secret: string): string | null {
  if (!header || !secret) return null;
  const dot = header.indexOf('.');
  if (dot <= 0) return null;
  const id = header.slice(0, dot);
  const given = Buffer.from(header.slice(dot + 1));
  const expected = Buffer.from(signatureOf(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Drafts and preview (docs/architecture.md#drafts-and-preview). The CMS signs a preview link for
 * one document on one host; the site's preview route checks it, turns on Next's draft mode for
 * that browser on that document's path until the link's expiry, and only then reads that
 * document's draft from the CMS, server to server, with the shared secret (REVALIDATE_SECRET) in
 * DRAFT_HEADER and the link's token in PREVIEW_HEADER. Imported by server code only
 * (`@dav/contract/preview`): it needs node:crypto, which the contract's index must not bring into
 * the site's pages.
 */

/** The site's route that opens a preview: `/api/preview?token=…` on the document's host. */
export const PREVIEW_PATH = '/api/preview';
/** The site's route that leaves draft mode: back to the public page (`?path=/…`). */
export const PREVIEW_EXIT_PATH = '/api/preview/exit';
/** The query parameter of PREVIEW_PATH that carries the token. */
export const PREVIEW_TOKEN_PARAM = 'token';
/** The request header with which the site asks the CMS's contract for drafts: the shared secret. */
export const DRAFT_HEADER = 'x-dav-draft';
/** With DRAFT_HEADER: the preview link's token, which names the one document a draft is read of. */
export const PREVIEW_HEADER = 'x-dav-preview';
/** How long a preview link, and the draft session it opens, lasts by default (the CMS's PREVIEW_LINK_TTL_S). */
export const PREVIEW_LINK_TTL_S = 3600;

/**
 * What a preview link opens: one document's draft, in one language, at its path on one host of
 * the registry, until `exp`. Nothing else of the host is shown as a draft through it.
 */
export interface PreviewTarget {
  /** The site code of the host (`en`, `ay-fr`…): the site refuses a link made for another host. */
  site: string;
  /** The page's path on that host, starting with `/` (`/blog/my-post`). */
  path: string;
  /** Expiry, in milliseconds since the epoch. */
  exp: number;
  /** The document's collection or global in the CMS (`posts`, `coworking`…). */
  collection: string;
  /** The document's id; null for a global, which has one document. */
  id: string | null;
  /** The language edited: the CMS reads the draft in that language only. */
  locale: string;
}

export type PreviewCheck = { ok: true; target: PreviewTarget } | { ok: false; reason: 'invalid' | 'expired' };

const PURPOSE = 'dav preview link\n';

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest('base64url');

/** `<payload>.<signature>`, the payload being the target as base64url JSON. */
export function signPreviewToken(target: PreviewTarget, secret: string): string {
  if (!secret) throw new Error('A preview link needs the shared secret');
  const payload = Buffer.from(JSON.stringify(target)).toString('base64url');
  return `${payload}.${signatureOf(payload, secret)}`;
}

function isTarget(value: unknown): value is PreviewTarget {
  if (typeof value !== 'object' || value === null) return false;
  const { site, path, exp, collection, id, locale } = value as Record<string, unknown>;
  return (
    typeof site === 'string' &&
    typeof collection === 'string' &&
    (typeof id === 'string' || id === null) &&
    typeof locale === 'string' &&
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    typeof exp === 'number' &&
    Number.isFinite(exp)
  );
}

/** The target of a token signed with `secret`, unless it is forged, malformed or expired at `now`. */
export function checkPreviewToken(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
): PreviewCheck {
  if (!token || !secret) return { ok: false, reason: 'invalid' };
  const dot = token.indexOf('.');
  if (dot <= 0) return { ok: false, reason: 'invalid' };
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(payload, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let target: unknown;
  try {
    target = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isTarget(target)) return { ok: false, reason: 'invalid' };
  if (target.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, target };
}

/** Whether a request to the CMS's contract carries the site's draft credential. */
export function isDraftCredential(header: string | null | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

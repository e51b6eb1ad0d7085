import type { RawEnv } from '@dav/contract';
import { cmsEnv, cmsPublicUrl } from '../env';

/*
 * Where staff open the admin (docs/architecture.md#staff-and-the-admin): the only origins whose
 * requests may carry a staff session (Payload's `csrf`) or read the API from a browser (`cors`).
 * An admin's cookie sent by a page of any other origin — another site, a sibling subdomain — is
 * ignored, so such a page cannot act as them.
 */

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * CMS_PUBLIC_URL's origin when it is set, plus STAFF_ORIGINS (comma-separated); else the CMS on
 * this machine, as `npm start` serves it (http://localhost and http://127.0.0.1 on CMS_PORT).
 */
export function staffOrigins(raw?: RawEnv): string[] {
  const env = cmsEnv(raw);
  const extra = (env.STAFF_ORIGINS ?? '').split(',').map((url) => originOf(url.trim()));
  const port = env.CMS_PORT ?? '3001';
  const main = env.CMS_PUBLIC_URL
    ? [originOf(env.CMS_PUBLIC_URL)]
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return [...new Set([...main, ...extra].filter((origin): origin is string => origin !== null))];
}

/** Payload's `serverURL`: the configured public URL only (unset, staff may use either loopback name). */
export const serverUrl = (raw?: RawEnv): string => (cmsEnv(raw).CMS_PUBLIC_URL ? cmsPublicUrl() : '');

/**
 * The session cookie is `Secure` in production. Browsers take a Secure cookie from
 * http://localhost and http://127.0.0.1 too (loopback counts as a secure context: checked with
 * Chromium and Playwright's API client), so `npm start` still signs in; any other host needs https.
 */
export const secureSessionCookie = (raw?: RawEnv): boolean => cmsEnv(raw).NODE_ENV === 'production';

/**
 * What Google Tag Manager needs (https://developers.google.com/tag-platform/security/guides/csp):
 * its script, and the Google Analytics 4 tags it loads (script, beacons, pixels). Custom HTML
 * tags and custom JavaScript variables (which need 'unsafe-eval') and the preview mode are not
 * allowed: a container must use the built-in tags. Other vendors' tags would need their origins here.
 */
export const TAG_MANAGER_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

export interface CspOptions {
  /** `next dev`: eval for React's debugging, websockets for hot reload. */
  dev: boolean;
  /** A tag manager container is set in the CMS: its origins are allowed, and only then. */
  tagManager: boolean;
  /**
   * CSP_NONCE_PLACEHOLDER=1, behind nginx (deploy/nginx/snippets/*-csp-nonce.conf): inline
   * scripts are allowed by a nonce, not 'unsafe-inline'. The policy names `CSP_NONCE_PLACEHOLDER`,
   * which nginx replaces in the header with a nonce of its own per response, and puts on every
   * `<script` of the HTML, cached or not.
   */
  noncePlaceholder?: boolean;
  /** Who else may frame the page: the admin's origin, for a draft in its live preview only. */
  frameAncestors?: readonly string[];
}

/**
 * The stand-in for the nonce in the policy of pages, cached as they are. Not a nonce's characters
 * (base64) on purpose: Next copies the proxy's response headers onto the request and would put a
 * well-formed nonce on its inline scripts (nonce="…"), so a page's HTML would depend on the flag,
 * and the second nonce attribute nginx adds would make Chromium refuse both. Served unreplaced,
 * it is an invalid source the browser ignores: no inline script runs.
 */
export const CSP_NONCE_PLACEHOLDER = 'DAV.CSP.NONCE';

const list = (...sources: (string | readonly string[] | false)[]) =>
  sources.flatMap((s) => (s === false ? [] : s)).join(' ');

/**
 * The site's Content-Security-Policy. Static pages (ISR) cannot carry a per-request nonce, so
 * inline scripts (Next's flight data) need 'unsafe-inline', unless nginx puts a nonce on them
 * (`noncePlaceholder`); everything else is same-origin, and the browser talks only to us, and to
 * the tag manager's origins when one is set.
 */
export function contentSecurityPolicy({
  dev,
  tagManager,
  noncePlaceholder = false,
  frameAncestors = [],
}: CspOptions): string {
  const tm = tagManager ? TAG_MANAGER_ORIGINS : null;
  const inline = noncePlaceholder ? `'nonce-${CSP_NONCE_PLACEHOLDER}'` : "'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src ${list("'self'", inline, dev && "'unsafe-eval'", tm?.script ?? false)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', tm?.img ?? false)}`,
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${list("'self'", dev && ['ws:', 'wss:'], tm?.connect ?? false)}`,
    `frame-ancestors ${list("'self'", frameAncestors)}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The admin's Content-Security-Policy (docs/architecture.md#headers-and-the-nonce), shared by
 * next.config.mjs (the static policy of the staff API) and src/proxy.ts (the admin's pages).
 *
 * The admin is never framed (clickjacking: frame-ancestors 'none'), loads nothing from another
 * origin, and sends no address to other sites. Its pages are rendered per request, so their inline
 * scripts carry a nonce of their own (the proxy makes one per request; Next puts it on its
 * scripts); without one (the API's answers, which run no script) 'unsafe-inline' stands in.
 * Payload's inline styles need 'unsafe-inline'; development adds eval and the reload socket.
 *
 * @param {{ dev: boolean; nonce?: string; siteOrigins?: readonly string[] }} options
 * @returns {string}
 */
export function adminContentSecurityPolicy({ dev, nonce, siteOrigins = [] }) {
  const inline = nonce ? `'nonce-${nonce}'` : "'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src 'self' ${inline}${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    // The live preview frames the site's hosts (admin/preview), and nothing else.
    ['frame-src', "'self'", ...siteOrigins].join(' '),
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The internal `[site]` segment: the resolved registry host plus the port the visitor used,
 * e.g. `en.localhost~3000` (`~` because `:` is not safe in a path segment). Pure, so the
 * proxy and the pages agree without sharing state.
 */
const PORT_SEPARATOR = '~';

/**
 * The only `[site]` value prerendered at build time. It is not a host, so the proxy never
 * produces it: real sites are all rendered on their first request, and the build never needs
 * the CMS.
 */
export const BUILD_SITE_KEY = '~build';

export interface SiteKeyParts {
  host: string;
  /** Kept only when it is the server's own port (development, tests); null behind a proxy on 80/443. */
  port: string | null;
}

export function toSiteKey({ host, port }: SiteKeyParts): string {
  return port ? `${host}${PORT_SEPARATOR}${port}` : host;
}

export function parseSiteKey(key: string): SiteKeyParts {
  const decoded = decodeURIComponent(key);
  const at = decoded.lastIndexOf(PORT_SEPARATOR);
  if (at <= 0) return { host: decoded, port: null };
  const port = decoded.slice(at + 1);
  return /^\d{1,5}$/.test(port) ? { host: decoded.slice(0, at), port } : { host: decoded, port: null };
}

export function isBuildSiteKey(key: string): boolean {
  return decodeURIComponent(key) === BUILD_SITE_KEY;
}

/** The port written in a Host header (`fr.localhost:3000` → `3000`, `[::1]:3000` → `3000`). */
export function portOfHostHeader(host: string | null | undefined): string | null {
  const match = /:(\d{1,5})$/.exec((host ?? '').trim());
  if (!match) return null;
  const h = host!.trim();
  // A bare IPv6 literal (`::1`) has colons but no port.
  if (!h.startsWith('[') && h.indexOf(':') !== h.lastIndexOf(':')) return null;
  return match[1]!;
}

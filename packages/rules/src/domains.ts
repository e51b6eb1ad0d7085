import type { Locale } from '@dav/contract';

/** A site code: a content locale, or its accessibility variant (`ay-fr`, `ay-en`). */
export type SiteCode = Locale | 'ay-fr' | 'ay-en';
export type Environment = 'main' | 'preprod';

/** One host of the domain registry (docs/architecture.md#locale-and-domains). */
export interface DomainEntry {
  host: string;
  code: SiteCode;
  /** Hosts of one group link to each other (language switcher, hreflang). */
  group: string;
  environment: Environment;
}

/** What a request's host resolves to. */
export interface Site extends DomainEntry {
  /** The content language: never `ay-*`. */
  locale: Locale;
  /** The accessibility variant (`isAY11`). */
  accessible: boolean;
  /** False when the host is not in the registry and the default (fr) was used. */
  known: boolean;
}

export const SITE_CODES: readonly SiteCode[] = ['fr', 'en', 'es', 'de', 'ay-fr', 'ay-en'];

/** Development default: needs no setup, since browsers resolve `*.localhost` to loopback. */
export const DEFAULT_DOMAIN_REGISTRY: readonly DomainEntry[] = [
  ...SITE_CODES.map((code) => ({
    host: `${code}.localhost`,
    code,
    group: 'main',
    environment: 'main' as const,
  })),
  ...SITE_CODES.map((code) => ({
    host: `preprod-${code}.localhost`,
    code,
    group: 'preprod',
    environment: 'preprod' as const,
  })),
];

export function localeOf(code: SiteCode): Locale {
  return code === 'ay-fr' ? 'fr' : code === 'ay-en' ? 'en' : code;
}

/**
 * The accessibility host a main host's footer links to (docs/product.md#domains-and-languages):
 * French to `ay-fr`, every other language to `ay-en` (there is no Spanish or German one, and
 * English is the closer second language of their visitors than French).
 */
export function accessibleCodeFor(locale: Locale): SiteCode {
  return locale === 'fr' ? 'ay-fr' : 'ay-en';
}

export function isAccessibleCode(code: string): boolean {
  return code.startsWith('ay-');
}

/**
 * `FR.Localhost.:3000` → `fr.localhost`: lower case, no port, no trailing dot (a fully qualified
 * name). IPv6 literals keep their brackets (`[::1]:3000` → `[::1]`); a bare one (`::1`) is kept
 * whole, since its last group is not a port.
 */
export function normalizeHost(host: string | null | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end === -1 ? h : h.slice(0, end + 1);
  }
  if (h.indexOf(':') !== h.lastIndexOf(':')) return h;
  return h.replace(/:\d*$/, '').replace(/\.+$/, '');
}

function toSite(entry: DomainEntry, known: boolean): Site {
  return { ...entry, locale: localeOf(entry.code), accessible: isAccessibleCode(entry.code), known };
}

/**
 * Host → site. An unknown host (plain `localhost`, an IP, a stray domain) is the French main site.
 */
export function resolveHost(
  host: string | null | undefined,
  registry: readonly DomainEntry[] = DEFAULT_DOMAIN_REGISTRY,
): Site {
  const wanted = normalizeHost(host);
  const entry = registry.find((e) => e.host === wanted);
  if (entry) return toSite(entry, true);
  const fallback = registry.find((e) => e.code === 'fr' && e.environment === 'main') ?? {
    host: wanted,
    code: 'fr' as const,
    group: 'main',
    environment: 'main' as const,
  };
  return toSite({ ...fallback, host: wanted }, false);
}

/** The hosts the site links to for other languages: one per code, in registry order. */
export function siblingSites(
  site: DomainEntry,
  registry: readonly DomainEntry[] = DEFAULT_DOMAIN_REGISTRY,
): Site[] {
  const seen = new Set<SiteCode>();
  const out: Site[] = [];
  for (const entry of registry) {
    if (entry.group !== site.group || seen.has(entry.code)) continue;
    seen.add(entry.code);
    out.push(toSite(entry, true));
  }
  return out;
}

/**
 * The same path on another host, keeping the current protocol and port (`:3000` in development).
 * A port written in `host` wins over the current one. Throws a TypeError on an invalid host,
 * where assigning `URL.hostname` would silently keep the current host.
 */
export function urlOnHost(host: string, currentOrigin: string, path = '/'): string {
  const url = new URL(path, currentOrigin);
  const target = new URL(`http://${host.trim()}`);
  url.hostname = target.hostname;
  if (target.port) url.port = target.port;
  return url.toString();
}

/** Pre-production hosts are never indexed. */
export function isIndexable(site: Pick<DomainEntry, 'environment'>): boolean {
  return site.environment === 'main';
}

/**
 * The registry from configuration (`DOMAINS`, a JSON array of entries), or the default.
 * Throws with a readable message when the configuration is malformed, so a deploy fails early.
 */
export function parseDomainRegistry(json: string | undefined | null): readonly DomainEntry[] {
  if (!json || !json.trim()) return DEFAULT_DOMAIN_REGISTRY;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new Error(`DOMAINS is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data) || data.length === 0) throw new Error('DOMAINS must be a non-empty JSON array');
  const seen = new Set<string>();
  return data.map((raw: unknown, i): DomainEntry => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new Error(`DOMAINS[${i}] must be an object { host, code, group, environment }`);
    const e = raw as Partial<Record<keyof DomainEntry, unknown>>;
    const host = typeof e.host === 'string' ? normalizeHost(e.host) : '';
    if (!host) throw new Error(`DOMAINS[${i}].host must be a host name`);
    // One host resolving to two sites would make the locale depend on the entry order.
    if (seen.has(host)) throw new Error(`DOMAINS[${i}].host ${host} is listed twice`);
    seen.add(host);
    if (!SITE_CODES.includes(e.code as SiteCode))
      throw new Error(`DOMAINS[${i}].code must be one of ${SITE_CODES.join(', ')}`);
    if (e.environment !== 'main' && e.environment !== 'preprod')
      throw new Error(`DOMAINS[${i}].environment must be main or preprod`);
    if (e.group !== undefined && (typeof e.group !== 'string' || !e.group))
      throw new Error(`DOMAINS[${i}].group must be a non-empty string when given`);
    return { host, code: e.code as SiteCode, group: e.group ?? e.environment, environment: e.environment };
  });
}

import type { Locale } from '@dav/contract';
import { localeOf, normalizeHost, type DomainEntry, type SiteCode } from '@dav/rules';
import { domainRegistry, publicPort, publicProtocol } from '../env';

/**
 * The origin of the site a visitor used, for a link the CMS sends them (the receipt's withdraw
 * link): always a host of the domain registry in the visitor's language, with the configured
 * protocol and port (PUBLIC_PROTOCOL, PUBLIC_PORT), never the request's Origin as written — a
 * caller may send any port and plain http there. The Origin only chooses among the language's
 * hosts (its pre-production or accessibility host); otherwise the language's main host.
 */
export function publicSiteOrigin(locale: Locale, requestOrigin: string | null): string {
  const registry = domainRegistry();
  const sameLanguage = (entry: DomainEntry) => localeOf(entry.code) === locale;
  const entry =
    registry.find((e) => sameLanguage(e) && e.host === hostOf(requestOrigin)) ??
    registry.find((e) => e.code === locale && e.environment === 'main') ??
    registry.find(sameLanguage) ??
    registry[0]!;
  return publicOrigin(entry.host);
}

function hostOf(origin: string | null): string | null {
  try {
    return origin ? normalizeHost(new URL(origin).host) : null;
  } catch {
    return null;
  }
}

/** A host's origin with the configured protocol and port (PUBLIC_PROTOCOL, PUBLIC_PORT). */
function publicOrigin(host: string): string {
  const url = new URL(`${publicProtocol()}://${host}`);
  const port = publicPort();
  if (port) url.port = port;
  return url.origin;
}

/** The origin of a site code's host in the main environment (a preview link's host), or null. */
export function mainSiteOrigin(code: SiteCode): string | null {
  const entry = domainRegistry().find((e) => e.code === code && e.environment === 'main');
  return entry ? publicOrigin(entry.host) : null;
}

/**
 * The origins the admin's live preview may frame: each host of the main environment, as its
 * preview links (admin/preview/preview-url.ts) name them.
 */
export function previewSiteOrigins(): string[] {
  return domainRegistry()
    .filter((entry) => entry.environment === 'main')
    .map((entry) => publicOrigin(entry.host));
}

import type { Locale } from '@dav/contract';
import { localeOf, normalizeHost, type DomainEntry } from '@dav/rules';
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
  const url = new URL(`${publicProtocol()}://${entry.host}`);
  const port = publicPort();
  if (port) url.port = port;
  return url.origin;
}

function hostOf(origin: string | null): string | null {
  try {
    return origin ? normalizeHost(new URL(origin).host) : null;
  } catch {
    return null;
  }
}

import type { Locale } from '@dav/contract';
import { isIndexable, resolveHost, type Environment, type SiteCode } from '@dav/rules';
import { publicProtocol } from '../env';
import { domainRegistry } from './registry';
import { parseSiteKey } from './site-key';

/** Everything a page needs to know about the site it renders, derived from the `[site]` key. */
export interface SiteContext {
  key: string;
  /** Registry host, without port. */
  host: string;
  /** `host:port` as the visitor typed it (the CMS builds language URLs from it). */
  authority: string;
  /** `http://en.localhost:3000`: protocol from PUBLIC_PROTOCOL. */
  origin: string;
  code: SiteCode;
  /** The content language: never `ay-*`. */
  locale: Locale;
  /** Accessibility host (`isAY11`). */
  accessible: boolean;
  environment: Environment;
  indexable: boolean;
}

export { publicProtocol };

/**
 * True for a key the proxy can produce: a registry host, with or without a port. Paths the proxy
 * lets through (`/assets/…`, `/api/…`, `/favicon.ico`) reach `[site]` with anything else when
 * no file or route answers them.
 */
export function isKnownSiteKey(key: string): boolean {
  const { host } = parseSiteKey(key);
  return domainRegistry().some((entry) => entry.host === host);
}

export function siteContext(key: string): SiteContext {
  const { host, port } = parseSiteKey(key);
  const site = resolveHost(host, domainRegistry());
  const authority = port ? `${host}:${port}` : host;
  return {
    key,
    host,
    authority,
    origin: `${publicProtocol()}://${authority}`,
    code: site.code,
    locale: site.locale,
    accessible: site.accessible,
    environment: site.environment,
    indexable: isIndexable(site),
  };
}

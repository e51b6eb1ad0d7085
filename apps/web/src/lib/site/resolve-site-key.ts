import { resolveHost } from '@dav/rules';
import { domainRegistry, fallbackHost, ownPort } from './registry';
import { portOfHostHeader, toSiteKey } from './site-key';

/** Host header → `[site]` key. Unknown hosts collapse to the French main host. */
export function siteKeyForHostHeader(hostHeader: string | null): string {
  const registry = domainRegistry();
  const site = resolveHost(hostHeader, registry);
  const host = site.known ? site.host : fallbackHost(registry);
  const port = portOfHostHeader(hostHeader);
  return toSiteKey({ host, port: port === ownPort() ? port : null });
}

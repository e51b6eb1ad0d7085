import { parseDomainRegistry, type DomainEntry } from '@dav/rules';

let registry: readonly DomainEntry[] | undefined;

/** The domain registry: `DOMAINS` (JSON) when set, else the development default. Parsed once. */
export function domainRegistry(): readonly DomainEntry[] {
  registry ??= parseDomainRegistry(process.env.DOMAINS);
  return registry;
}

/** Where an unknown host lands: the French main host, so caches hold one copy per real site. */
export function fallbackHost(entries: readonly DomainEntry[]): string {
  const entry = entries.find((e) => e.code === 'fr' && e.environment === 'main') ?? entries[0];
  return entry?.host ?? 'localhost';
}

/** The port the server listens on; a Host header carrying another port is treated as portless. */
export function ownPort(): string {
  return process.env.PORT || process.env.WEB_PORT || '3000';
}

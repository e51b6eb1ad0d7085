import type { DomainEntry } from '@dav/rules';

// The registry itself is read once, in lib/env.ts.
export { domainRegistry, ownPort } from '../env';

/** Where an unknown host lands: the French main host, so caches hold one copy per real site. */
export function fallbackHost(entries: readonly DomainEntry[]): string {
  const entry = entries.find((e) => e.code === 'fr' && e.environment === 'main') ?? entries[0];
  return entry?.host ?? 'localhost';
}

import { describe, expect, it } from 'vitest';
import {
  accessibleCodeFor,
  DEFAULT_DOMAIN_REGISTRY,
  isAccessibleCode,
  isIndexable,
  localeOf,
  normalizeHost,
  parseDomainRegistry,
  resolveHost,
  siblingSites,
  urlOnHost,
  type DomainEntry,
} from './domains';

describe('normalizeHost', () => {
  it.each([
    ['de.localhost:3000', 'de.localhost'],
    ['FR.Localhost', 'fr.localhost'],
    ['  en.localhost  ', 'en.localhost'],
    ['fr.localhost.', 'fr.localhost'],
    ['fr.localhost.:3000', 'fr.localhost'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['::1', '::1'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['', ''],
  ])('%j → %j', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });

  it('treats a missing host as empty', () => {
    expect(normalizeHost(null)).toBe('');
    expect(normalizeHost(undefined)).toBe('');
  });
});

describe('resolveHost', () => {
  it('resolves a main host to its locale', () => {
    expect(resolveHost('en.localhost')).toMatchObject({
      host: 'en.localhost',
      code: 'en',
      locale: 'en',
      accessible: false,
      environment: 'main',
      group: 'main',
      known: true,
    });
  });

  it('resolves a pre-production host, in the preprod group', () => {
    expect(resolveHost('preprod-es.localhost')).toMatchObject({
      code: 'es',
      locale: 'es',
      environment: 'preprod',
      group: 'preprod',
      known: true,
    });
  });

  it.each([
    ['ay-fr.localhost', 'ay-fr', 'fr'],
    ['ay-en.localhost', 'ay-en', 'en'],
    ['preprod-ay-en.localhost', 'ay-en', 'en'],
  ])('resolves the accessibility host %s to %s content with the variant on', (host, code, locale) => {
    const site = resolveHost(host);
    expect(site).toMatchObject({ code, locale, accessible: true, known: true });
    expect(site.locale).not.toMatch(/^ay/);
  });

  it('ignores the port, the case and a trailing dot', () => {
    expect(resolveHost('de.localhost:3000')).toMatchObject({
      locale: 'de',
      known: true,
      host: 'de.localhost',
    });
    expect(resolveHost('DE.LOCALHOST:3000')).toMatchObject({ locale: 'de', known: true });
    expect(resolveHost('ES.localhost.')).toMatchObject({ locale: 'es', known: true });
  });

  it.each(['example.com', 'localhost', 'localhost:3000', '[::1]:3000', '127.0.0.1', '', null, undefined])(
    'falls back to the French main site for %j, marked unknown',
    (host) => {
      const site = resolveHost(host);
      expect(site).toMatchObject({
        code: 'fr',
        locale: 'fr',
        accessible: false,
        environment: 'main',
        group: 'main',
        known: false,
      });
      expect(site.host).toBe(normalizeHost(host));
    },
  );

  it('uses the given registry', () => {
    const registry: DomainEntry[] = [
      { host: 'www.dav.fr', code: 'fr', group: 'fr', environment: 'main' },
      { host: 'www.dav.es', code: 'es', group: 'es', environment: 'main' },
    ];
    expect(resolveHost('WWW.DAV.ES', registry)).toMatchObject({ locale: 'es', group: 'es', known: true });
    expect(resolveHost('en.localhost', registry)).toMatchObject({ locale: 'fr', group: 'fr', known: false });
  });

  it('falls back to French even when the registry has no French main host', () => {
    const registry: DomainEntry[] = [{ host: 'www.dav.es', code: 'es', group: 'es', environment: 'main' }];
    expect(resolveHost('other.example', registry)).toMatchObject({ code: 'fr', locale: 'fr', known: false });
  });
});

describe('localeOf and isAccessibleCode', () => {
  it('maps ay-* codes to their content language', () => {
    expect(localeOf('ay-fr')).toBe('fr');
    expect(localeOf('ay-en')).toBe('en');
    expect(localeOf('es')).toBe('es');
    expect(isAccessibleCode('ay-fr')).toBe(true);
    expect(isAccessibleCode('fr')).toBe(false);
  });

  it('French links to ay-fr, every other language to ay-en', () => {
    expect(accessibleCodeFor('fr')).toBe('ay-fr');
    expect(accessibleCodeFor('en')).toBe('ay-en');
    expect(accessibleCodeFor('es')).toBe('ay-en');
    expect(accessibleCodeFor('de')).toBe('ay-en');
  });
});

describe('siblingSites', () => {
  it('lists the main hosts, one per code, for a main site', () => {
    const siblings = siblingSites(resolveHost('en.localhost'));
    expect(siblings.map((s) => s.host)).toEqual([
      'fr.localhost',
      'en.localhost',
      'es.localhost',
      'de.localhost',
      'ay-fr.localhost',
      'ay-en.localhost',
    ]);
    expect(siblings.every((s) => s.environment === 'main' && s.known)).toBe(true);
  });

  it('stays in the pre-production group for a pre-production site', () => {
    const siblings = siblingSites(resolveHost('preprod-de.localhost'));
    expect(siblings).toHaveLength(6);
    expect(siblings.every((s) => s.host.startsWith('preprod-') && s.environment === 'preprod')).toBe(true);
  });

  it('gives the unknown-host fallback the main siblings', () => {
    expect(siblingSites(resolveHost('localhost')).map((s) => s.code)).toEqual([
      'fr',
      'en',
      'es',
      'de',
      'ay-fr',
      'ay-en',
    ]);
  });

  it('keeps the first host of a code when a group lists two', () => {
    const registry: DomainEntry[] = [
      { host: 'www.dav.fr', code: 'fr', group: 'g', environment: 'main' },
      { host: 'dav.fr', code: 'fr', group: 'g', environment: 'main' },
      { host: 'www.dav.es', code: 'es', group: 'g', environment: 'main' },
      { host: 'www.dav.de', code: 'de', group: 'other', environment: 'main' },
    ];
    expect(siblingSites(registry[1]!, registry).map((s) => s.host)).toEqual(['www.dav.fr', 'www.dav.es']);
  });
});

describe('urlOnHost', () => {
  it('keeps the protocol and the development port', () => {
    expect(urlOnHost('de.localhost', 'http://fr.localhost:3000', '/nos-offres?x=1#y')).toBe(
      'http://de.localhost:3000/nos-offres?x=1#y',
    );
  });

  it('keeps https and the default port', () => {
    expect(urlOnHost('www.dav.es', 'https://www.dav.fr')).toBe('https://www.dav.es/');
  });

  it('uses a port written in the host', () => {
    expect(urlOnHost('de.localhost:4000', 'http://fr.localhost:3000', '/blog')).toBe(
      'http://de.localhost:4000/blog',
    );
  });

  it('accepts an IPv6 literal', () => {
    expect(urlOnHost('[::1]', 'http://fr.localhost:3000', '/')).toBe('http://[::1]:3000/');
  });

  it('throws on an invalid host instead of silently keeping the current one', () => {
    expect(() => urlOnHost('not a host', 'http://fr.localhost:3000')).toThrow(TypeError);
    expect(() => urlOnHost('', 'http://fr.localhost:3000')).toThrow(TypeError);
  });
});

describe('isIndexable', () => {
  it('indexes main hosts only', () => {
    expect(isIndexable(resolveHost('fr.localhost'))).toBe(true);
    expect(isIndexable(resolveHost('preprod-fr.localhost'))).toBe(false);
    expect(isIndexable({ environment: 'preprod' })).toBe(false);
  });
});

describe('parseDomainRegistry', () => {
  it('returns the default registry when nothing is configured', () => {
    expect(parseDomainRegistry(undefined)).toBe(DEFAULT_DOMAIN_REGISTRY);
    expect(parseDomainRegistry(null)).toBe(DEFAULT_DOMAIN_REGISTRY);
    expect(parseDomainRegistry('  ')).toBe(DEFAULT_DOMAIN_REGISTRY);
  });

  it('has the twelve development hosts by default', () => {
    expect(DEFAULT_DOMAIN_REGISTRY).toHaveLength(12);
    expect(new Set(DEFAULT_DOMAIN_REGISTRY.map((e) => e.host)).size).toBe(12);
  });

  it('parses a valid registry, normalising hosts and defaulting the group to the environment', () => {
    const json = JSON.stringify([
      { host: 'WWW.DAV.FR:443', code: 'fr', group: 'fr', environment: 'main' },
      { host: 'preprod.dav.fr', code: 'ay-fr', environment: 'preprod' },
    ]);
    expect(parseDomainRegistry(json)).toEqual([
      { host: 'www.dav.fr', code: 'fr', group: 'fr', environment: 'main' },
      { host: 'preprod.dav.fr', code: 'ay-fr', group: 'preprod', environment: 'preprod' },
    ]);
  });

  it.each([
    ['{not json', /DOMAINS is not valid JSON/],
    ['{}', /non-empty JSON array/],
    ['[]', /non-empty JSON array/],
    ['[null]', /DOMAINS\[0\] must be an object/],
    ['[{"code":"fr","environment":"main"}]', /DOMAINS\[0\]\.host/],
    ['[{"host":" ","code":"fr","environment":"main"}]', /DOMAINS\[0\]\.host/],
    [
      '[{"host":"a.fr","code":"ay","environment":"main"}]',
      /DOMAINS\[0\]\.code must be one of fr, en, es, de, ay-fr, ay-en/,
    ],
    [
      '[{"host":"a.fr","code":"fr","environment":"prod"}]',
      /DOMAINS\[0\]\.environment must be main or preprod/,
    ],
    ['[{"host":"a.fr","code":"fr","environment":"main","group":3}]', /DOMAINS\[0\]\.group/],
    [
      '[{"host":"a.fr","code":"fr","environment":"main"},{"host":"A.fr:80","code":"en","environment":"main"}]',
      /DOMAINS\[1\]\.host a\.fr is listed twice/,
    ],
  ])('rejects %s with a readable message', (json, message) => {
    expect(() => parseDomainRegistry(json)).toThrow(message);
  });
});

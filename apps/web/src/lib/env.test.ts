import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const {
  cmsPublicOrigins,
  cmsTimeoutMs,
  domainRegistry,
  envProblems,
  ownPort,
  publicProtocol,
  revalidateSecret,
  trustedProxyHops,
} = await import('./env');

describe('the website environment', () => {
  it('works with nothing set: the development registry, http, no proxy in front', () => {
    expect(envProblems({})).toEqual([]);
    expect(domainRegistry({}).some((entry) => entry.host === 'fr.localhost')).toBe(true);
    expect(publicProtocol({})).toBe('http');
    expect(trustedProxyHops({})).toBe(0);
  });

  it.each([
    ['not json', 'DOMAINS is not valid JSON'],
    ['[]', 'DOMAINS must be a non-empty JSON array'],
    ['[{"host":"fr.dav.example","code":"xx","environment":"main"}]', 'DOMAINS[0].code must be one of'],
    [
      '[{"host":"fr.dav.example","code":"fr","environment":"prod"}]',
      'DOMAINS[0].environment must be main or preprod',
    ],
  ])('names what is wrong with DOMAINS=%s', (value, message) => {
    const [problem] = envProblems({ DOMAINS: value });
    expect(problem).toContain(message);
    expect(problem).not.toMatch(/\n\s+at /);
  });

  it('reads a registry from DOMAINS', () => {
    const entries = domainRegistry({
      DOMAINS: '[{"host":"www.dav.example","code":"fr","environment":"main"}]',
    });
    expect(entries).toEqual([{ host: 'www.dav.example', code: 'fr', group: 'main', environment: 'main' }]);
  });
});

describe('trustedProxyHops', () => {
  it('reads a positive integer, else 0', () => {
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '2' })).toBe(2);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '-1' })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: 'x' })).toBe(0);
    expect(trustedProxyHops({})).toBe(0);
  });
});

describe('revalidateSecret', () => {
  it('reads blank as unset, as the CMS does: the development value outside production', () => {
    expect(revalidateSecret({ REVALIDATE_SECRET: '  ' })).toBe('dev-revalidate-secret');
    expect(revalidateSecret({ REVALIDATE_SECRET: ' s3cret ' })).toBe('s3cret');
  });

  it('is required in production: unset, blank or the published value stop the start, one line', () => {
    for (const secret of [undefined, ' ', 'dev-revalidate-secret']) {
      const problems = envProblems({ NODE_ENV: 'production', REVALIDATE_SECRET: secret });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^REVALIDATE_SECRET is /);
    }
    expect(revalidateSecret({ NODE_ENV: 'production' })).toBe('');
    expect(envProblems({ NODE_ENV: 'production', REVALIDATE_SECRET: 'a-long-random-secret' })).toEqual([]);
    // `next build` runs in production mode but serves nothing: no secret needed to build.
    expect(envProblems({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toEqual([]);
  });
});

describe('REDIS_URL', () => {
  it('stops the start on a value that is not a Redis URL, and accepts none', () => {
    expect(envProblems({ REDIS_URL: 'redis://127.0.0.1:6379/2' })).toEqual([]);
    expect(envProblems({ REDIS_URL: 'rediss://user:pass@cache.example:6380' })).toEqual([]);
    expect(envProblems({ REDIS_URL: '  ' })).toEqual([]);
    for (const value of ['127.0.0.1:6379', 'http://cache.example', 'not a url']) {
      expect(envProblems({ REDIS_URL: value })).toEqual([expect.stringMatching(/^REDIS_URL must be/)]);
    }
  });
});

describe('cmsPublicOrigins', () => {
  it('is where staff open the admin (CMS_PUBLIC_URL), else the CMS the site reads by either loopback name', () => {
    expect(
      cmsPublicOrigins({ CMS_PUBLIC_URL: 'https://cms.example.com/admin', CMS_URL: 'http://127.0.0.1:3001' }),
    ).toEqual(['https://cms.example.com']);
    expect(cmsPublicOrigins({ CMS_URL: 'http://127.0.0.1:3301/' })).toEqual([
      'http://127.0.0.1:3301',
      'http://localhost:3301',
    ]);
    expect(cmsPublicOrigins({ CMS_URL: 'http://cms.internal:3001' })).toEqual(['http://cms.internal:3001']);
  });

  it('listens on WEB_PORT only: PORT, which hosts set, never overrides it', () => {
    expect(ownPort({})).toBe('3000');
    expect(ownPort({ WEB_PORT: '3200' })).toBe('3200');
    expect(ownPort({ WEB_PORT: '3200', PORT: '8080' })).toBe('3200');
    expect(ownPort({ PORT: '8080' })).toBe('3000');
  });

  it('reads a number of milliseconds, with its default for unset, blank, zero or malformed values', () => {
    expect(cmsTimeoutMs({})).toBe(8000);
    expect(cmsTimeoutMs({ CMS_TIMEOUT_MS: '1500' })).toBe(1500);
    for (const value of ['', ' ', '0', '-5', 'soon'])
      expect(cmsTimeoutMs({ CMS_TIMEOUT_MS: value })).toBe(8000);
  });
});

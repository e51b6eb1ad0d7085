import { afterEach, describe, expect, it } from 'vitest';
import { domainRegistry, envProblems, revalidateSecret } from '@/env';

describe('the CMS environment, checked at start', () => {
  const saved = process.env.DOMAINS;
  afterEach(() => {
    if (saved === undefined) delete process.env.DOMAINS;
    else process.env.DOMAINS = saved;
  });

  it('accepts no DOMAINS (the development registry) and a valid one', () => {
    delete process.env.DOMAINS;
    expect(envProblems()).toEqual([]);
    process.env.DOMAINS = '[{"host":"www.dav.example","code":"fr","environment":"main"}]';
    expect(envProblems()).toEqual([]);
    expect(domainRegistry().map((entry) => entry.host)).toEqual(['www.dav.example']);
  });

  it('names the variable and what is wrong with it, in one line', () => {
    process.env.DOMAINS = '[{"host":"www.dav.example","code":"ay-es","environment":"main"}]';
    const [problem, ...more] = envProblems();
    expect(more).toEqual([]);
    expect(problem).toMatch(/^DOMAINS\[0\]\.code must be one of fr, en, es, de, ay-fr, ay-en$/);
  });
});

describe('the shared secret (REVALIDATE_SECRET)', () => {
  const saved = { node: process.env.NODE_ENV, secret: process.env.REVALIDATE_SECRET };
  const env = process.env as Record<string, string | undefined>;
  afterEach(() => {
    env.NODE_ENV = saved.node;
    if (saved.secret === undefined) delete env.REVALIDATE_SECRET;
    else env.REVALIDATE_SECRET = saved.secret;
  });

  it('is required in production: unset, blank or the published development value stop the start', () => {
    env.NODE_ENV = 'production';
    for (const secret of [undefined, '', '   ', 'dev-revalidate-secret']) {
      if (secret === undefined) delete env.REVALIDATE_SECRET;
      else env.REVALIDATE_SECRET = secret;
      const [problem, ...more] = envProblems();
      expect(more).toEqual([]);
      expect(problem).toMatch(/^REVALIDATE_SECRET is /);
    }
    env.REVALIDATE_SECRET = ' a-long-random-secret ';
    expect(envProblems()).toEqual([]);
    expect(revalidateSecret()).toBe('a-long-random-secret');
  });

  it('reads blank as unset, as the website does: the development value outside production', () => {
    env.NODE_ENV = 'development';
    env.REVALIDATE_SECRET = '  ';
    expect(revalidateSecret()).toBe('dev-revalidate-secret');
    expect(envProblems()).toEqual([]);
  });
});

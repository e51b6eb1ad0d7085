import { afterEach, describe, expect, it } from 'vitest';
import { domainRegistry, envProblems } from '@/env';

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

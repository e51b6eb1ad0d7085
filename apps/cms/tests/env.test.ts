import { afterEach, describe, expect, it } from 'vitest';
import { domainRegistry, envProblems, revalidateSecret, s3Settings } from '@/env';
import { S3_VARIABLES } from '@/env-storage';

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

describe('the S3 storage (S3_*)', () => {
  const NAMES = S3_VARIABLES;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  const set = (values: Partial<Record<(typeof NAMES)[number], string>>) => {
    for (const name of NAMES) delete process.env[name];
    Object.assign(process.env, values);
  };
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('keeps files on local disk without S3_BUCKET, and reads a complete configuration', () => {
    set({});
    expect(s3Settings()).toBeNull();
    expect(envProblems()).toEqual([]);
    set({
      S3_BUCKET: 'dav-files',
      S3_ENDPOINT: 'http://127.0.0.1:3125/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(envProblems()).toEqual([]);
    expect(s3Settings()).toEqual({
      bucket: 'dav-files',
      endpoint: 'http://127.0.0.1:3125',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('stops the start, naming the variables, when the configuration is incomplete or wrong', () => {
    set({ S3_ENDPOINT: 'http://127.0.0.1:3125', S3_ACCESS_KEY_ID: 'key' });
    expect(envProblems()).toEqual([
      expect.stringMatching(/^S3_ENDPOINT, S3_ACCESS_KEY_ID set without S3_BUCKET: /),
    ]);
    set({
      S3_BUCKET: 'Dav_Files',
      S3_ENDPOINT: 'localhost:3125',
      S3_ACCESS_KEY_ID: 'key',
      S3_FORCE_PATH_STYLE: 'on',
    });
    expect(envProblems().map((problem) => problem.split(' ')[0])).toEqual([
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_FORCE_PATH_STYLE',
    ]);
  });
});

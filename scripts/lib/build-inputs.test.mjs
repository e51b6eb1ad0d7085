import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { whyBuild } from './build-inputs.mjs';

// A repository as this one is laid out: an app depending on one package, which depends on another.
const FILES = {
  'package.json': '{}',
  'package-lock.json': '{}',
  'tsconfig.base.json': '{}',
  'apps/web/package.json': JSON.stringify({ dependencies: { '@dav/rules': '0.0.0', react: '19' } }),
  'apps/web/next.config.ts': '',
  'apps/web/playwright.config.ts': '',
  'apps/web/README.md': '',
  'apps/web/next-env.d.ts': '',
  'apps/web/src/app/page.tsx': '',
  'apps/web/src/lib/links.ts': '',
  'apps/web/src/lib/links.test.ts': '',
  'apps/web/public/favicon.ico': '',
  'apps/web/tests/e2e/offline.spec.ts': '',
  'apps/web/.next/BUILD_ID': 'abc',
  'packages/rules/package.json': JSON.stringify({
    name: '@dav/rules',
    dependencies: { '@dav/contract': '0.0.0' },
  }),
  'packages/rules/src/index.ts': '',
  'packages/contract/package.json': JSON.stringify({ name: '@dav/contract' }),
  'packages/contract/src/index.ts': '',
  'packages/other/package.json': JSON.stringify({ name: '@dav/other' }),
  'packages/other/src/index.ts': '',
};

let root;
const path = (file) => join(root, file);
const app = () => ({ dir: path('apps/web') });
const BEFORE_THE_BUILD = new Date(Date.now() - 2 * 3600_000);
const THE_BUILD = new Date(Date.now() - 3600_000);

/** Writes a file now: its time is after the build's. */
function write(file, content = 'changed') {
  mkdirSync(dirname(path(file)), { recursive: true });
  writeFileSync(path(file), content);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  const folders = new Set();
  for (const [file, content] of Object.entries(FILES)) {
    write(file, content);
    for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) folders.add(dir);
  }
  // Every file and folder from before the build, then the build.
  for (const entry of [...Object.keys(FILES), ...folders])
    utimesSync(path(entry), BEFORE_THE_BUILD, BEFORE_THE_BUILD);
  utimesSync(path('apps/web/.next/BUILD_ID'), THE_BUILD, THE_BUILD);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whyBuild', () => {
  it('builds an app that was never built', () => {
    rmSync(path('apps/web/.next'), { recursive: true });
    expect(whyBuild(app(), root)).toBe('not built yet');
  });

  it('keeps a build newer than all its inputs', () => {
    expect(whyBuild(app(), root)).toBeNull();
  });

  it('keeps the build when only test runs, builds and tools wrote something', () => {
    write('apps/web/test-results/offline-service-worker/trace.zip');
    write('apps/web/playwright-report/index.html');
    write('apps/web/blob-report/report.zip');
    write('apps/web/.cache/x');
    write('apps/web/.next/server/app/index.html');
    write('apps/web/coverage/index.html');
    write('apps/web/next-env.d.ts');
    write('apps/web/tsconfig.tsbuildinfo');
    write('apps/web/tests/e2e/offline.spec.ts');
    write('apps/web/playwright.config.ts');
    write('apps/web/README.md');
    write('apps/web/src/lib/links.test.ts');
    write('packages/rules/node_modules/.vite/x');
    write('packages/other/src/index.ts');
    write('package.json');
    expect(whyBuild(app(), root)).toBeNull();
  });

  it('builds again when a source, a public file or a configuration changed', () => {
    for (const file of [
      'apps/web/src/app/page.tsx',
      'apps/web/public/favicon.ico',
      'apps/web/next.config.ts',
    ]) {
      write(file);
      expect(whyBuild(app(), root)).toBe(`${file} changed since the last build`);
      utimesSync(path(file), BEFORE_THE_BUILD, BEFORE_THE_BUILD);
    }
  });

  it('builds again when a source is deleted', () => {
    rmSync(path('apps/web/src/lib/links.ts'));
    expect(whyBuild(app(), root)).toBe('apps/web/src/lib changed since the last build');
  });

  it('builds again when a package it depends on changed, even through another package', () => {
    write('packages/contract/src/index.ts');
    expect(whyBuild(app(), root)).toBe('packages/contract/src/index.ts changed since the last build');
  });

  it('builds again when the dependencies changed', () => {
    write('package-lock.json');
    expect(whyBuild(app(), root)).toBe('package-lock.json changed since the last build');
  });
});

// `npm test`: the gates (lint, typecheck, prettier), unit tests of the shared packages and the
// site's widgets (Vitest's browser mode), CMS integration tests, end-to-end tests against
// production builds (both in Debian's Chromium: apps/web/tests/browser.ts), then the
// production path (nginx, two instances of each app, PostgreSQL, Redis, S3) when nginx and
// redis-server are installed and PostgreSQL answers. Stops at the first failing stage.
// It first installs from Debian what the tests need (scripts/lib/system-packages.mjs). `.ci/run`
// is `npm ci && npm test`, nothing more.
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { nginxAvailable } from './lib/nginx-install.mjs';
import { redisServerAvailable } from './lib/redis-server.mjs';
import { apps, needsBuild, ROOT } from './lib/stack.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { exportEnv, inheritedEnv, scriptEnv } from './config/env.mjs';

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

// Chromium, nginx and its modules, redis-server and openssl, from Debian (scripts/lib/system-packages.mjs).
if (!ensureSystemPackages()) process.exit(1);

const stages = [
  ['gates (eslint, tsc, prettier --check)', ['npm', 'run', 'gates']],
  [
    'unit (packages/rules, packages/contract, apps/web, its widgets in Chromium, scripts)',
    [
      'npx',
      'vitest',
      'run',
      '--project',
      'rules',
      '--project',
      'contract',
      '--project',
      'web',
      '--project',
      'web-browser',
      '--project',
      'scripts',
    ],
  ],
  ['integration (apps/cms)', ['npm', 'run', 'test:int', '-w', 'apps/cms']],
  // The production builds the end-to-end stage and the production path run (when an input changed).
  [
    'build (apps/cms, then apps/web, which prerenders from it)',
    ['node', 'scripts/e2e-server.mjs', '--build-only'],
  ],
  ['end-to-end (apps/web, Chromium)', ['npm', 'run', 'test:e2e', '-w', 'apps/web']],
];

/** PostgreSQL answers where the production-path suite looks for it (and where the integration tests are pointed when it does). */
function postgresAnswers() {
  const url = new URL(scriptEnv().TEST_POSTGRES_URL ?? DEFAULT_POSTGRES);
  const probe = `require('net').connect(${Number(url.port || 5432)}, ${JSON.stringify(url.hostname)})
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

// The CMS integration tests also run against PostgreSQL when it answers (127.0.0.1:5432 unless
// TEST_POSTGRES_URL says where).
const postgres = postgresAnswers();
if (postgres) {
  exportEnv({ TEST_POSTGRES_URL: scriptEnv().TEST_POSTGRES_URL ?? DEFAULT_POSTGRES });
  console.log('PostgreSQL answers: the CMS integration tests run against it too');
}
exportEnv({ NEXT_TELEMETRY_DISABLED: scriptEnv().NEXT_TELEMETRY_DISABLED ?? '1' });

const clusterMissing = [
  !nginxAvailable() && 'nginx',
  !redisServerAvailable() && 'redis-server',
  !postgres && 'PostgreSQL',
].filter(Boolean);
/**
 * The production path runs the builds the end-to-end stage made (scripts/lib/build-inputs.mjs:
 * nothing run since is an input). Says so, or why one would be built again.
 */
function reuseBuilds() {
  for (const app of [apps.cms, apps.web]) {
    const why = needsBuild(app);
    console.log(
      why
        ? `▸ ${relative(ROOT, app.dir)} will be built again: ${why}`
        : `▸ ${relative(ROOT, app.dir)}: the end-to-end stage's build is used`,
    );
  }
}

if (clusterMissing.length === 0)
  stages.push([
    'production path (nginx, 2 sites, 2 CMS, PostgreSQL, Redis, S3, Observatory, soak)',
    ['npm', 'run', 'test:cluster'],
    reuseBuilds,
  ]);
else console.log(`\nThe production-path suite will not run: ${clusterMissing.join(', ')} missing.`);

const startedAll = Date.now();
for (const [name, [cmd, ...args], before] of stages) {
  console.log(`\n━━ ${name} ━━`);
  before?.();
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: inheritedEnv({ FORCE_COLOR: '0' }),
  });
  console.log(
    `━━ ${name}: ${res.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
}
console.log(`\n━━ all stages passed in ${Math.round((Date.now() - startedAll) / 60_000)} min`);

// `npm test`: the gates (lint, typecheck, prettier), unit tests of the shared packages, CMS
// integration tests, then end-to-end tests against production builds in Debian's Chromium.
// Stops at the first failing stage. `.ci/run` runs exactly this.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/stack.mjs';

const stages = [
  ['gates (eslint, tsc, prettier --check)', ['npm', 'run', 'gates']],
  [
    'unit (packages/rules, packages/contract, apps/web, scripts)',
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
      'scripts',
    ],
  ],
  ['integration (apps/cms)', ['npm', 'run', 'test:int', '-w', 'apps/cms']],
  ['end-to-end (apps/web, Chromium)', ['npm', 'run', 'test:e2e', '-w', 'apps/web']],
];

for (const [name, [cmd, ...args]] of stages) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  console.log(
    `━━ ${name}: ${res.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// The bench's timings at the CMS (scripts/bench.mjs): the offers search and the assistant's
// answers, each in a process of its own on a database of its own (apps/cms/scripts).
import { spawnSync } from 'node:child_process';
import { apps } from './stack.mjs';
import { inheritedEnv } from '../config/env.mjs';

/**
 * A CMS route timed in its own process and database: the offers search
 * (apps/cms/scripts/bench-search.ts) or the assistant's answers (bench-bot.ts).
 */
export function cmsBench(script, database) {
  const run = spawnSync('npx', ['tsx', `scripts/${script}`, database], {
    cwd: apps.cms.dir,
    encoding: 'utf8',
    env: inheritedEnv({ DAV_BENCH_BUILD: '' }),
    timeout: 20 * 60_000,
  });
  const line = run.stdout
    ?.trim()
    .split('\n')
    .findLast((l) => l.startsWith('{'));
  if (run.status !== 0 || !line) {
    console.log(
      `${script} on ${database} skipped: ${(run.stderr || '').trim().split('\n').slice(-3).join(' ')}`,
    );
    return null;
  }
  return JSON.parse(line);
}

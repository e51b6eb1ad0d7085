// `npm run bench`: Lighthouse (mobile, median of 3 runs) on the home page and a CMS page in each
// language and on the screens with a form, the gzipped JavaScript of each page split into framework
// and our own code (lib/js-split.mjs), and throughput of a cached page against a static file server
// serving the same HTML. Prints a table, writes bench/results/latest.json, and exits 1 when our own
// JS on a content page passes its budget (BUDGETS in lib/bench-settings.mjs): a failed budget is
// loud, never a test.
// It also times the offers search at the CMS with 1,000 offers, on SQLite and on PostgreSQL when
// one answers (apps/cms/scripts/bench-search.ts), against its 50 ms target; and the assistant's answer
// route with 100 intents per language (apps/cms/scripts/bench-bot.ts), against its 30 ms target.
// With nginx installed, it also benches the production path (lib/production-bench.mjs): a cached
// page through nginx against the same nginx serving the same HTML as a file, and how long an edit
// takes to show through it (`productionPath` in latest.json).
// `BENCH_QUICK=1 npm run bench`: one run, French pages only, no throughput (while developing).
// Its parts: the knobs and budgets (lib/bench-settings.mjs), the pages (lib/bench-pages.mjs),
// Lighthouse (lib/bench-lighthouse.mjs), the throughput (lib/bench-throughput.mjs), the CMS's
// timings (lib/bench-cms-routes.mjs) and what is printed (lib/bench-report.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cmsBench } from './lib/bench-cms-routes.mjs';
import { lighthouseRowsOf } from './lib/bench-lighthouse.mjs';
import { contentPages } from './lib/bench-pages.mjs';
import { budgetFailures, printCmsTargetsMissed, printTables } from './lib/bench-report.mjs';
import { BUDGETS, CONTENT_PAGE_FR, LOAD_SECONDS, QUICK, RUNS } from './lib/bench-settings.mjs';
import { throughput } from './lib/bench-throughput.mjs';
import { productionPath } from './lib/production-bench.mjs';
import { exportEnv, inheritedEnv } from './config/env.mjs';

// Before stack.mjs reads it: the bench's own build, with source maps (apps/web/next.config.ts).
exportEnv({ DAV_BENCH_BUILD: '1' });
const { ROOT, startStack } = await import('./lib/stack.mjs');

let failures = [];
const dataDir = mkdtempSync(join(tmpdir(), 'dav-bench-data-'));
const stack = await startStack({
  quiet: true,
  env: inheritedEnv({
    DATABASE_URL: '',
    SQLITE_PATH: join(dataDir, 'cms.db'),
    MEDIA_DIR: join(dataDir, 'media'),
  }),
});
try {
  const pages = await contentPages();
  const lighthouseRows = await lighthouseRowsOf(pages);
  const load = QUICK ? null : await throughput(pages.find((p) => p.name === 'content') ?? pages[0]);
  const databases = QUICK ? ['sqlite'] : ['sqlite', 'postgres'];
  const search = databases.map((db) => cmsBench('bench-search.ts', db)).filter(Boolean);
  const bot = databases.map((db) => cmsBench('bench-bot.ts', db)).filter(Boolean);
  // The production path (lib/production-bench.mjs): its own cluster, once this stack is stopped.
  stack.stop();
  const production = QUICK
    ? null
    : await productionPath({ page: `/${CONTENT_PAGE_FR}`, seconds: LOAD_SECONDS });

  printTables({ lighthouseRows, load, search, bot, production });
  failures = budgetFailures(lighthouseRows);
  printCmsTargetsMissed(search, bot);

  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const out = join(ROOT, 'bench/results/latest.json');
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs: RUNS,
        budgets: BUDGETS,
        failures,
        lighthouse: lighthouseRows,
        throughput: load,
        search,
        bot,
        productionPath: production && {
          ratio: production.ratio,
          p99Ms: production.p99Ms,
          staticRps: production.staticRps,
          clusterRps: production.clusterRps,
          editVisibleMs: production.editVisibleMs,
          page: production.page,
          staticP99Ms: production.staticP99Ms,
          edits: production.edits,
        },
      },
      null,
      2,
    ),
  );
  console.log(`\nwritten to ${out.replace(ROOT, '')}`);
} finally {
  stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`\n✖ BUDGET FAILED (${failures.length}):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\n✔ every budget holds');
process.exit(0);

// What the bench prints (scripts/bench.mjs): a table per measure, the targets missed (said, not
// failed on), and the hard budget that fails the run: our own JS on a content page.
import { BUDGETS, CONTENT_KINDS, kb, LOAD_SECONDS, RUNS } from './bench-settings.mjs';
import { PRODUCTION_TARGETS } from './production-bench.mjs';

/**
 * The tables of a run: Lighthouse per page, the throughput against the static server, the CMS's
 * search and assistant timings, the production path; then the pages whose JS had no source map.
 */
export function printTables({ lighthouseRows, load, search, bot, production }) {
  console.log('\nLighthouse, mobile, median of', RUNS, 'runs');
  console.table(
    lighthouseRows.map((r) => ({
      page: r.url,
      perf: r.performance,
      a11y: r.accessibility,
      'best pr.': r['best-practices'],
      seo: r.seo,
      'JS gz KB': kb(r.jsBytes),
      'framework KB': kb(r.frameworkJsBytes),
      'own KB': kb(r.ownJsBytes),
      'FCP ms': r.fcpMs,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      'CPU index': r.cpuIndex,
    })),
  );
  if (load) {
    console.log(`\nThroughput, ${LOAD_SECONDS} s, 50 connections: ${load.page}`);
    console.table({
      website: { 'req/s': load.site.rps, 'p99 ms': load.site.p99, errors: load.site.errors },
      'static file server': {
        'req/s': load.static.rps,
        'p99 ms': load.static.p99,
        errors: load.static.errors,
      },
    });
    console.log(`ratio website / static: ${load.ratio}`);
  }
  if (search.length) {
    console.log(`\nOffers search at the CMS (target: p95 under ${BUDGETS.searchP95Ms} ms)`);
    console.table(
      Object.fromEntries(
        search.map((r) => [
          r.database,
          {
            offers: r.offers,
            'first ms': r.coldMs,
            'p50 ms': r.p50Ms,
            'p95 ms': r.p95Ms,
            searches: r.searches,
          },
        ]),
      ),
    );
  }
  if (bot.length) {
    console.log(`\nAssistant's answers at the CMS (target: p95 under ${BUDGETS.botP95Ms} ms)`);
    console.table(
      Object.fromEntries(
        bot.map((r) => [
          r.database,
          {
            'intents per language': r.intents,
            'first ms': r.coldMs,
            'p50 ms': r.p50Ms,
            'p95 ms': r.p95Ms,
            answers: r.answers,
          },
        ]),
      ),
    );
  }
  if (production) {
    console.log(
      `\nProduction path, ${LOAD_SECONDS} s, 50 connections: ${production.page} through nginx (micro-cache)`,
    );
    console.table({
      'through nginx': {
        'req/s': production.clusterRps,
        'p99 ms': production.p99Ms,
        errors: production.errors,
      },
      'nginx, static file': {
        'req/s': production.staticRps,
        'p99 ms': production.staticP99Ms,
        errors: production.staticErrors,
      },
    });
    console.log(
      `ratio ${production.ratio} (target >= ${PRODUCTION_TARGETS.ratioMin}), edit visible through nginx after ${production.editVisibleMs} ms (median of ${production.edits.join(', ')}; target <= ${PRODUCTION_TARGETS.editVisibleMaxMs})`,
    );
    const missedProduction = [
      production.ratio < PRODUCTION_TARGETS.ratioMin && `ratio ${production.ratio}`,
      production.p99Ms > PRODUCTION_TARGETS.p99MaxMs && `p99 ${production.p99Ms} ms`,
      !(production.editVisibleMs <= PRODUCTION_TARGETS.editVisibleMaxMs) &&
        `edit visible after ${production.editVisibleMs} ms`,
    ].filter(Boolean);
    if (missedProduction.length)
      console.log(`target missed (not a failure): production path ${missedProduction.join(', ')}`);
  }
  const unmapped = lighthouseRows.filter((r) => r.unmappedJsBytes > 0);
  if (unmapped.length)
    console.log(
      `\nwithout a source map, counted as framework: ${unmapped
        .map((r) => `${r.url} ${kb(r.unmappedJsBytes)} KB`)
        .join(', ')}`,
    );
}

/**
 * The hard budget (exit 1): our own JS on a content page (home and CMS pages). The targets are
 * reported beside it, not failed on: they also depend on how quiet the machine is.
 */
export function budgetFailures(rows) {
  const failures = [];
  const missed = [];
  for (const r of rows) {
    if (CONTENT_KINDS.has(r.name) && kb(r.ownJsBytes) > BUDGETS.ownKbContent)
      failures.push(`${r.url}: own JS ${kb(r.ownJsBytes)} KB gz > ${BUDGETS.ownKbContent} KB`);
    if (CONTENT_KINDS.has(r.name) && kb(r.jsBytes) > BUDGETS.totalKbContent)
      missed.push(`${r.url}: JS ${kb(r.jsBytes)} KB gz > ${BUDGETS.totalKbContent} KB`);
    if (r.performance < BUDGETS.perfMin)
      missed.push(`${r.url}: performance ${r.performance} < ${BUDGETS.perfMin}`);
  }
  if (missed.length) console.log(`\ntargets missed (not a failure):\n  ${missed.join('\n  ')}`);
  return failures;
}

/** The CMS's timings over their targets: said, not failed on. */
export function printCmsTargetsMissed(search, bot) {
  for (const r of search)
    if (r.p95Ms > BUDGETS.searchP95Ms)
      console.log(
        `target missed (not a failure): search on ${r.database} p95 ${r.p95Ms} ms > ${BUDGETS.searchP95Ms} ms`,
      );
  for (const r of bot)
    if (r.p95Ms > BUDGETS.botP95Ms)
      console.log(
        `target missed (not a failure): assistant on ${r.database} p95 ${r.p95Ms} ms > ${BUDGETS.botP95Ms} ms`,
      );
}

// The bench's knobs (BENCH_QUICK, BENCH_RUNS, BENCH_SECONDS, BENCH_PAGE: README.md#bench) and its
// budgets, shared by its parts (scripts/bench.mjs and the lib/bench-*.mjs it runs).

import { scriptEnv } from '../config/env.mjs';

const env = scriptEnv();
export const QUICK = env.BENCH_QUICK;
export const RUNS = env.BENCH_RUNS ?? (QUICK ? 1 : 3);
export const LOAD_SECONDS = env.BENCH_SECONDS;
export const CONTENT_PAGE_FR = env.BENCH_PAGE ?? 'qui-sommes-nous';

/**
 * Issue 7: on a content page, our own JS stays under 15 KB gz and all JS under 150 KB. Issue 8:
 * the offers search answers within 50 ms (p95) at the CMS with 1,000 offers.
 */
export const BUDGETS = { ownKbContent: 15, totalKbContent: 150, perfMin: 98, searchP95Ms: 50, botP95Ms: 30 };
/** The content pages the JS budgets hold for: the home page and the CMS pages. */
export const CONTENT_KINDS = new Set(['home', 'content']);
export const kb = (bytes) => Number((bytes / 1024).toFixed(1));

// The variables read outside the apps' schemas: the repository's scripts (test and bench knobs),
// and what the servers read before Next starts. The cluster's own (CLUSTER_*, NGINX_MODULES_DIR…)
// are in deploy/README.md. Read into the README's configuration table with the apps' schemas
// (./table.mjs); `readBy` names a reader other than the scripts.
export const SCRIPT_VARIABLES = {
  TEST_POSTGRES_URL: {
    default: 'unset: `postgres://postgres@127.0.0.1:5432/postgres` when it answers',
    doc: 'tests only: a PostgreSQL server on which the CMS integration tests also run',
  },
  CHROMIUM_PATH: {
    default: '`/usr/bin/chromium`',
    doc: "the Chromium of the end-to-end tests and the bench (Debian's)",
  },
  BENCH_QUICK: {
    default: 'unset',
    doc: '`1`: the bench on French pages and the form screens, one run, no throughput',
  },
  BENCH_RUNS: { default: '`3`', doc: 'Lighthouse runs per page in the bench' },
  BENCH_SECONDS: { default: '`10`', doc: "length of the bench's throughput runs" },
  BENCH_PAGE: { default: '`qui-sommes-nous`', doc: "the bench's content page, in each language" },
  BENCH_OFFERS: { default: '`1000`', doc: "offers in the bench's search index" },
  BENCH_SEARCH_ROUNDS: { default: '`20`', doc: "rounds of the bench's search run" },
  BENCH_INTENTS: { default: '`100`', doc: "intents per language in the bench's assistant run" },
  BENCH_ROUNDS: { default: '`3`', doc: "rounds of the bench's assistant run" },
  NLPJS_DIR: {
    default: 'unset',
    doc: '`apps/cms/scripts/compare-classifiers.ts` only: an NLP.js checkout to compare the assistant against',
  },
  NLPJS_THRESHOLD: { default: '`0.5`', doc: 'that comparison’s NLP.js score threshold' },
  CI: {
    default: 'unset',
    doc: 'set by CI: the end-to-end tests report as a list, and a missing redis-server fails the production path instead of skipping it',
  },
  NGINX_BIN: { default: '`nginx`', doc: 'the nginx binary of the production path and its tests' },
  REDIS_SERVER_BIN: { default: '`redis-server`', doc: 'the redis-server binary the production path starts' },
  E2E_CONTROL_PORT: {
    default: '`3999`',
    doc: "the e2e stack's control port (stop the CMS, change a title behind it)",
  },
  NEXT_TELEMETRY_DISABLED: { default: '`1` in `npm test`', doc: "Next's telemetry, off in the tests" },
  PORT: {
    readBy: 'CMS, site',
    default: 'unset',
    doc: 'not read: the servers listen on `CMS_PORT` and `WEB_PORT`, and say so at start when `PORT` names another port',
  },
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER: {
    readBy: 'Payload',
    default: '`true`, set by the CMS',
    doc: "Payload's check of its packages' versions at start; the lockfile pins them",
  },
};

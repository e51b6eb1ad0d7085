// The scripts' environment: every variable the repository's scripts read (test, bench and
// production-path knobs), declared once with how it is read and what the README says of it. This
// module is the only reader of `process.env` under scripts/ (`npm run lint:config` fails on any
// other, ./table.mjs); the scripts read `scriptEnv()`. A variable an app declares (CMS_PORT,
// ADMIN_EMAIL…) is read here as text with `owner` naming the app whose schema documents it.
import { z } from 'zod';

/** A string; blank (or spaces only) counts as unset. */
const text = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined);

/** A positive number, else `fallback` (unset, blank, zero or malformed alike; `undefined`: none). */
const positive = (fallback) =>
  z
    .string()
    .optional()
    .transform((value) => {
      const number = value?.trim() ? Number(value) : Number.NaN;
      return Number.isFinite(number) && number > 0 ? number : fallback;
    });

/** Set to anything but blank. */
const present = () =>
  z
    .string()
    .optional()
    .transform((value) => Boolean(value?.trim()));

const flag = () =>
  z
    .string()
    .optional()
    .transform((value) => value === '1');

const declare = (schema, byDefault, doc) => ({ schema, default: byDefault, doc });
/** Read by the scripts, declared (and documented) by `owner`'s schema. */
const owned = (owner, schema = text()) => ({ schema, owner });
const clusterPort = (byDefault, doc) =>
  declare(positive(undefined), `\`${byDefault}\` (the production-path tests: their own)`, doc);
const cluster = (byDefault, doc) => declare(positive(undefined), `\`${byDefault}\``, doc);

export const SCRIPT_VARIABLES = {
  TEST_POSTGRES_URL: declare(
    text(),
    'unset: `postgres://postgres@127.0.0.1:5432/postgres` when it answers',
    'tests only: a PostgreSQL server on which the CMS integration tests also run',
  ),
  CHROMIUM_PATH: declare(
    text(),
    '`/usr/bin/chromium`',
    "the Chromium of the bench's Lighthouse and the Observatory's visits (Debian's)",
  ),
  TEST_CHROMIUM_PATH: declare(
    text(),
    '`/usr/bin/chromium`',
    "the Chromium of the end-to-end and component tests (apps/web/tests/browser.ts); Debian's headless shell, `/usr/lib/chromium/chromium-headless-shell`, is about twice as fast",
  ),
  BENCH_QUICK: declare(
    flag(),
    'unset',
    '`1`: the bench on French pages and the form screens, one run, no throughput',
  ),
  BENCH_RUNS: declare(positive(undefined), '`3`', 'Lighthouse runs per page in the bench'),
  BENCH_SECONDS: declare(positive(10), '`10`', "length of the bench's throughput runs"),
  BENCH_PAGE: declare(text(), '`qui-sommes-nous`', "the bench's content page, in each language"),
  BENCH_OFFERS: declare(positive(1000), '`1000`', "offers in the bench's search index"),
  BENCH_SEARCH_ROUNDS: declare(positive(20), '`20`', "rounds of the bench's search run"),
  BENCH_INTENTS: declare(positive(100), '`100`', "intents per language in the bench's assistant run"),
  BENCH_ROUNDS: declare(positive(3), '`3`', "rounds of the bench's assistant run"),
  NLPJS_DIR: declare(
    text(),
    'unset',
    '`apps/cms/scripts/compare-classifiers.ts` only: an NLP.js checkout to compare the assistant against',
  ),
  NLPJS_THRESHOLD: declare(text(), '`0.5`', 'that comparison’s NLP.js score threshold'),
  CI: declare(
    present(),
    'unset',
    'set by CI: the end-to-end tests report as a list, and a missing redis-server fails the production path instead of skipping it',
  ),
  NGINX_BIN: declare(text(), '`nginx`', 'the nginx binary of the production path and its tests'),
  NGINX_MODULES_DIR: declare(
    text(),
    '`/usr/lib/nginx/modules`',
    "where nginx's dynamic modules are (Debian's brotli filter and Lua module)",
  ),
  NGINX_MIME_TYPES: declare(
    text(),
    "nginx's `mime.types`",
    'the MIME types file the production nginx includes',
  ),
  KEEP_NGINX_DIR: declare(
    present(),
    'unset',
    'the nginx tests keep their folder (configuration, logs) when set',
  ),
  REDIS_SERVER_BIN: declare(text(), '`redis-server`', 'the redis-server binary the production path starts'),
  E2E_CONTROL_PORT: declare(
    positive(3999),
    '`3999`',
    "the e2e stack's control port (stop the CMS, change a title behind it)",
  ),
  NEXT_TELEMETRY_DISABLED: declare(text(), '`1` in `npm test`', "Next's telemetry, off in the tests"),
  CLUSTER_HTTP_PORT: clusterPort(8080, "the production path's nginx, HTTP (redirects to HTTPS)"),
  CLUSTER_HTTPS_PORT: clusterPort(8443, "the production path's nginx, HTTPS"),
  CLUSTER_WEB_PORT_A: clusterPort(3100, 'its first site instance'),
  CLUSTER_WEB_PORT_B: clusterPort(3101, 'its second site instance'),
  CLUSTER_CMS_PORT_A: clusterPort(3102, 'its first CMS instance'),
  CLUSTER_CMS_PORT_B: clusterPort(3103, 'its second CMS instance'),
  CLUSTER_S3_PORT: clusterPort(3104, 'its S3 server'),
  CLUSTER_SITE_INTERNAL_PORT: clusterPort(3105, "nginx's loopback listener to the site instances"),
  CLUSTER_CMS_INTERNAL_PORT: clusterPort(3106, "nginx's loopback listener to the CMS instances"),
  CLUSTER_NGINX_WORKERS: declare(text(), '`auto`', "nginx's worker processes"),
  CLUSTER_STATE_DIR: declare(
    text(),
    '`.cluster`',
    "the production path's folder (certificate, logs, secrets)",
  ),
  CLUSTER_KEEP_STATE: declare(flag(), 'unset', '`1`: the production-path tests keep their folder'),
  CLUSTER_REDIS_PORT: cluster(3136, "the production-path tests' own redis-server"),
  CLUSTER_REDIS_OUTAGE_S: cluster(30, 'how long those tests stop Redis, in seconds'),
  CLUSTER_CMS_OUTAGE_S: cluster(60, 'how long they stop both CMS instances, in seconds'),
  CLUSTER_SMTP_PORT: cluster(3139, 'their SMTP server'),
  CLUSTER_SOAK_COUNT: cluster(1000, "the soak's contact forms"),
  CLUSTER_SOAK_RATE: cluster(20, 'sent at this many a second'),
  CLUSTER_SOAK_SMTP_OUTAGE_S: cluster(60, 'the SMTP server down this long during the soak, in seconds'),
  PORT: {
    ...declare(
      text(),
      'unset',
      'not read: the servers listen on `CMS_PORT` and `WEB_PORT`, and say so at start when `PORT` names another port',
    ),
    readBy: 'CMS, site',
  },
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER: {
    ...declare(
      text(),
      '`true`, set by the CMS',
      "Payload's check of its packages' versions at start; the lockfile pins them",
    ),
    readBy: 'Payload',
  },
  // What the scripts read of the apps' own variables: to start them, or to pass a test value on.
  CMS_PORT: owned('CMS', positive(3001)),
  WEB_PORT: owned('site', positive(3000)),
  ADMIN_EMAIL: owned('CMS'),
  ADMIN_PASSWORD: owned('CMS'),
  DATABASE_URL: owned('CMS'),
  REDIS_URL: owned('CMS'),
  REVALIDATE_SECRET: owned('CMS'),
  SUBMIT_RATE_LIMIT: owned('CMS'),
  BOT_RATE_LIMIT: owned('CMS'),
  FORM_MIN_FILL_MS: owned('CMS'),
  DOMAINS: owned('CMS'),
  DAV_BENCH_BUILD: owned('site', flag()),
};

const schema = z.object(
  Object.fromEntries(Object.entries(SCRIPT_VARIABLES).map(([name, { schema }]) => [name, schema])),
);

/**
 * The scripts' variables, parsed from the environment as it is now (or from `raw`, in a test).
 * Reading one not declared above throws, so a misspelt name fails where it is read rather than
 * reading as unset.
 */
export const scriptEnv = (raw = process.env) =>
  new Proxy(schema.parse(raw), {
    get(values, name) {
      if (typeof name === 'string' && !(name in SCRIPT_VARIABLES))
        throw new Error(`${name} is not declared in scripts/config/env.mjs`);
      return values[name];
    },
  });

/** The environment as it is, for a child process to start from (its variables are its own to read). */
export const inheritedEnv = (extra = {}) => ({ ...process.env, ...extra });

/** Sets variables for this process's children and later reads, where a script decides them. */
export function exportEnv(values) {
  for (const [name, value] of Object.entries(values))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
}

// The headers' grade through nginx (issue 21, docs/architecture.md#headers-and-the-nonce): Mozilla's
// HTTP Observatory on every page template and the admin's login page, and a Chromium visit of each
// that must raise no Content-Security-Policy violation and hydrate. Used by `npm run observatory`
// (scripts/observatory.mjs) and by the production-path suite, against a running nginx.
//
// The Observatory (@mdn/mdn-http-observatory, pinned in scripts/observatory/package.json) is
// installed apart on first use with `npm ci --ignore-scripts`: its install scripts download
// Chromium's HSTS preload list, the public suffix list and a CA bundle, and build a PostgreSQL
// client, none of which an offline `npm ci` of the root could do, nor the grade needs.
//
// The Chromium visits are observatory-browse.mjs's (the page templates) and observatory-admin.mjs's
// (the admin, used as staff use it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browseAdmin } from './observatory-admin.mjs';
import { browseTemplates } from './observatory-browse.mjs';
import { inheritedEnv } from '../config/env.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const OBSERVATORY_DIR = join(HERE, '../observatory');
const PACKAGE_DIR = join(OBSERVATORY_DIR, 'node_modules/@mdn/mdn-http-observatory');

/** A+ is a score of 100 or more. */
export const A_PLUS = 100;

/** Installs the pinned Observatory once (scripts/observatory), without its install scripts. */
export function ensureObservatory() {
  if (!existsSync(join(PACKAGE_DIR, 'package.json'))) {
    const res = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: OBSERVATORY_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (res.status !== 0) throw new Error('npm ci of scripts/observatory failed');
  }
  // The preload list its install script would download: no local name is on it, and an empty
  // one grades them the same (they must redirect to https and send HSTS themselves).
  const preload = join(PACKAGE_DIR, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}');
}

/**
 * The site's page templates, one page each (the bench's pages, scripts/lib/bench-pages.mjs, and
 * the screens it does not measure), with the slugs of the newest offer and post read from the CMS.
 */
export async function pageTemplates({ cmsUrl, siteHost = (lang) => `${lang}.localhost` }) {
  const newest = async (list) => {
    const res = await fetch(`${cmsUrl}/wp-json/api/fr/${list}`);
    if (!res.ok) throw new Error(`${list}: the CMS answered ${res.status}`);
    const { items } = await res.json();
    if (!items?.length) throw new Error(`no ${list} in the CMS`);
    return items[0].slug;
  };
  const fr = siteHost('fr');
  return [
    { name: 'home', host: fr, path: '/' },
    { name: 'home (en)', host: siteHost('en'), path: '/' },
    { name: 'content', host: fr, path: '/qui-sommes-nous' },
    { name: 'contact (whistleblowing choice)', host: fr, path: '/contactez-nous' },
    { name: 'report follow-up', host: fr, path: '/suivi-signalement' },
    { name: 'coworking', host: fr, path: '/espace-coworking' },
    { name: 'spontaneous application', host: fr, path: '/candidature-spontanee' },
    { name: 'offers', host: fr, path: '/nos-offres' },
    { name: 'offers search', host: fr, path: '/nos-offres?q=developpeur' },
    { name: 'offer', host: fr, path: `/nos-offres/${await newest('offers')}` },
    { name: 'blog', host: fr, path: '/blog' },
    { name: 'post', host: fr, path: `/blog/${await newest('posts')}` },
    { name: 'subsidiaries', host: fr, path: '/nos-filiales' },
    { name: 'subsidiary', host: fr, path: '/nos-filiales/dav-lyon' },
    { name: 'a day at DAV', host: fr, path: '/une-journee-chez-dav' },
    { name: 'not found', host: fr, path: '/cette-page-n-existe-pas' },
    { name: 'accessibility host', host: siteHost('ay-fr'), path: '/' },
    { name: 'accessibility host page', host: siteHost('ay-fr'), path: '/qui-sommes-nous' },
  ];
}

/** Grades targets `{ host, path }` in a child process that trusts `caFile` (observatory-scan.mjs). */
async function observatory(targets, { httpPort, httpsPort, caFile }) {
  ensureObservatory();
  const child = spawn(process.execPath, [join(HERE, 'observatory-scan.mjs')], {
    env: inheritedEnv({ NODE_EXTRA_CA_CERTS: caFile }),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(targets.map((t) => ({ ...t, httpPort, httpsPort }))));
  let out = '';
  for await (const chunk of child.stdout) out += chunk;
  const code = await new Promise((resolve) =>
    child.exitCode === null ? child.once('exit', resolve) : resolve(child.exitCode),
  );
  if (code !== 0) throw new Error(`the Observatory's scan exited with ${code}`);
  return JSON.parse(out);
}

/**
 * The grade of every page template and of the admin's login page through nginx, and (unless
 * `browser: false`) the Chromium check of each page. `httpPort`/`httpsPort` are nginx's;
 * `caFile` the certificate to trust; `cmsUrl` where the CMS answers directly (slugs of the newest
 * offer and post); `siteHost(lang)` and `adminHost` the names nginx serves.
 *
 * With `staff` (`{ email, password }` of an admin), the admin is used in Chromium too
 * (browseAdmin).
 *
 * Returns `{ pages, admin, browser, adminBrowser }`: `pages` and `admin` each `{ name, host, path,
 * score, grade, tests }` (or `error`), `browser` each `{ name, url, violations, hydrated,
 * navigated, error }`, `adminBrowser` `{ violations, steps, error }` or null.
 */
export async function gradeTemplates({
  httpPort,
  httpsPort,
  caFile,
  cmsUrl = 'http://127.0.0.1:3001',
  siteHost = (lang) => `${lang}.localhost`,
  adminHost = 'admin.localhost',
  browser = true,
  staff = null,
  log = console.log,
}) {
  const templates = await pageTemplates({ cmsUrl, siteHost });
  const adminTarget = { name: 'admin login', host: adminHost, path: '/admin/login' };
  const graded = await observatory([...templates, adminTarget], { httpPort, httpsPort, caFile });
  for (const g of graded) {
    const failed = g.error
      ? g.error
      : Object.entries(g.tests)
          .filter(([, t]) => !t.pass || t.modifier < 0)
          .map(([name, t]) => `${name}: ${t.result}`)
          .join(', ');
    log(
      `${(g.score ?? '-').toString().padStart(4)} ${(g.grade ?? '-').padEnd(3)} ${g.name.padEnd(32)} ${g.host}${g.path}${failed ? `  (${failed})` : ''}`,
    );
  }
  const browsed = browser ? await browseTemplates(templates, { httpsPort }) : [];
  for (const b of browsed)
    log(
      `${b.violations.length === 0 && b.hydrated && !b.error ? 'ok  ' : 'FAIL'} ${b.name.padEnd(32)} hydrated=${b.hydrated} client-side=${b.navigated} nonce=${b.nonce ? 'yes' : 'no'} violations=${b.violations.length}${b.error ? ` error=${b.error}` : ''}`,
    );
  for (const b of browsed) for (const v of b.violations) log(`  ${b.name}: ${v}`);
  const adminBrowser = staff ? await browseAdmin({ httpsPort, adminHost, ...staff }) : null;
  if (adminBrowser) {
    const { violations, steps, error } = adminBrowser;
    log(
      `${violations.length === 0 && !error ? 'ok  ' : 'FAIL'} ${'admin'.padEnd(32)} ${steps.join(', ')} violations=${violations.length}${error ? ` error=${error}` : ''}`,
    );
    for (const v of violations) log(`  admin: ${v}`);
  }
  return { pages: graded.slice(0, -1), admin: graded.at(-1), browser: browsed, adminBrowser };
}

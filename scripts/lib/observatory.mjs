// The headers' grade through nginx (issue 21, docs/architecture.md#headers-and-the-nonce): Mozilla's
// HTTP Observatory on every page template and the admin's login page, and a Chromium visit of each
// that must raise no Content-Security-Policy violation and hydrate. Used by `npm run observatory`
// (scripts/observatory.mjs) and by the production-path suite, against a running nginx.
//
// The Observatory (@mdn/mdn-http-observatory, pinned in scripts/observatory/package.json) is
// installed apart on first use with `npm ci --ignore-scripts`: its install scripts download
// Chromium's HSTS preload list, the public suffix list and a CA bundle, and build a PostgreSQL
// client, none of which an offline `npm ci` of the root could do, nor the grade needs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * The site's page templates, one page each (the bench's pages, scripts/bench.mjs, and the screens
 * it does not measure), with the slugs of the newest offer and post read from the CMS.
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
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
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
 * Visits each page in Chromium through nginx: a first visit, the consent accepted, a client-side
 * navigation to another page of the site, then back to the page. Returns, per page, the
 * Content-Security-Policy violations seen (events and console errors) and whether the page hydrated
 * (React holds its elements; where there is one, the burger menu opens).
 */
export async function browseTemplates(templates, { httpsPort, chromiumPath = '/usr/bin/chromium' }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = [];
  try {
    for (const template of templates) {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const violations = [];
      await watchViolations(page, violations);
      const url = `https://${template.host}:${httpsPort}${template.path}`;
      let hydrated = false;
      let navigated = false;
      let error = null;
      try {
        await page.goto(url, { waitUntil: 'load' });
        // Each visit is a first one: the consent banner comes once the page is idle and floats
        // over it (isVisible() would not wait for it, and a late banner takes the clicks below).
        const accept = page.locator('#cc-main [data-role="all"]').first();
        const banner = await accept.waitFor({ state: 'visible', timeout: 10_000 }).then(
          () => true,
          () => false,
        );
        if (banner) await accept.click();
        hydrated = await isHydrated(page);
        navigated = await navigateClientSide(page);
        if (navigated) hydrated = hydrated && (await isHydrated(page));
      } catch (err) {
        error = String(err?.message ?? err).split('\n')[0];
      }
      const nonce = await page
        .evaluate(() => document.querySelector('script[nonce]')?.nonce ?? null)
        .catch(() => null);
      results.push({ ...template, url, violations, hydrated, navigated, nonce, error });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** A 1×1 PNG, uploaded to the media library by the admin check. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Watches a page for Content-Security-Policy violations (events and console errors) into `into`. */
async function watchViolations(page, into) {
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) into.push(msg.text());
  });
  await page.exposeFunction('__davCspViolation', (v) => into.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__davCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

/**
 * Publishes the document open in the admin (its drafts autosave as the editor types) and waits for
 * the admin's answer: the save itself, then its success message. The message of an earlier save
 * may still be on screen, or gone: only this save's answer is waited for.
 */
async function publish(page) {
  const saved = page.waitForResponse(
    (res) =>
      res.request().method() === 'PATCH' &&
      /\/api\/posts\/[^/?]+/.test(new URL(res.url()).pathname) &&
      !new URL(res.url()).searchParams.has('autosave'),
  );
  await page.locator('#action-save').click();
  const res = await saved;
  if (res.status() !== 200) throw new Error(`publishing answered ${res.status()}: ${await res.text()}`);
  await page.locator('.payload-toast-container .toast-success').last().waitFor();
}

/**
 * The admin in Chromium through nginx, as a staff member uses it: logs in, types in a post's rich
 * text editor and saves (then takes the words out and saves again), uploads a picture to the media
 * library. Returns `{ violations, steps, error }`: the steps done, in order.
 */
export async function browseAdmin({
  httpsPort,
  adminHost = 'admin.localhost',
  email,
  password,
  chromiumPath = '/usr/bin/chromium',
}) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const violations = [];
  const steps = [];
  let since = Date.now();
  // Each step with how long it took: the record a slow machine's failure is read from.
  const step = (name) => {
    steps.push(`${name} (${((Date.now() - since) / 1000).toFixed(1)} s)`);
    since = Date.now();
  };
  let error = null;
  const base = `https://${adminHost}:${httpsPort}`;
  let page;
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await watchViolations(page, violations);
    // Once its scripts are in: filled before, the form would be sent by the browser itself.
    await page.goto(`${base}/admin/login`, { waitUntil: 'networkidle' });
    await page.locator('#field-email').fill(email);
    await page.locator('#field-password').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/admin\/?$/);
    step('logged in');

    // Once the list's scripts are in and it has fetched what its cells show: on a slow machine a
    // click that lands while the list still hydrates is lost (Payload's Link prevents the
    // browser's navigation, and the router does not push yet), as a person clicking that early
    // would see, and click again.
    await page.goto(`${base}/admin/collections/posts`, { waitUntil: 'networkidle' });
    await page.locator('.table a[href*="/admin/collections/posts/"]').first().click();
    await page.waitForURL(/\/admin\/collections\/posts\/[^/]+$/);
    step('post opened from the list');
    const editor = page.locator('[contenteditable="true"][data-lexical-editor="true"]').first();
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    const words = ' CSP';
    await page.keyboard.type(words);
    await publish(page);
    step('rich text saved');
    await editor.click();
    await page.keyboard.press('Control+End');
    for (let i = 0; i < words.length; i++) await page.keyboard.press('Backspace');
    await publish(page);
    step('rich text restored');

    await page.goto(`${base}/admin/collections/media/create`, { waitUntil: 'networkidle' });
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'csp-check.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await page.locator('#field-alt').fill('CSP check');
    await page.locator('#action-save').click();
    await page.waitForURL(/\/admin\/collections\/media\/[^/]+$/);
    await page.locator('.payload-toast-container .toast-success').first().waitFor();
    step('picture uploaded');
    await context.close();
  } catch (err) {
    error = String(err?.message ?? err).split('\n')[0];
    // Where it stood, and what the admin said: a refusal shows as a toast.
    const where = await page
      ?.evaluate(() => ({
        url: location.pathname,
        toasts: [...document.querySelectorAll('.payload-toast-container li')].map((t) => t.textContent),
        text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300),
      }))
      .catch(() => null);
    if (where)
      error += ` (at ${where.url}${where.toasts.length ? `, toasts: ${where.toasts.join(' | ')}` : ''}; the page read: ${where.text})`;
  } finally {
    await browser.close();
  }
  return { violations, steps, error };
}

/** React holds the page's elements, and where the page has a burger menu, it opens. */
async function isHydrated(page) {
  const react = await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('body *')].some((el) =>
          Object.keys(el).some((k) => k.startsWith('__reactFiber$')),
        ),
      null,
      { timeout: 15_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!react) return false;
  const burger = page.locator('header button[aria-expanded]').first();
  if (!(await burger.isVisible().catch(() => false))) return true;
  await burger.click();
  const opened = await page
    .locator('header[data-menu-open]')
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  await page.keyboard.press('Escape');
  return opened;
}

/**
 * Follows the first link of the page's main navigation to another page of the same host and back,
 * without a document load in between (Next's client-side navigation): false when the page has no
 * such link.
 */
async function navigateClientSide(page) {
  const start = page.url();
  const href = await page.evaluate(() => {
    const here = new URL(location.href);
    const links = [...document.querySelectorAll('header a[href], main a[href], footer a[href]')];
    const other = links.find((a) => {
      const to = new URL(a.href, here);
      return to.origin === here.origin && to.pathname !== here.pathname && !a.hasAttribute('download');
    });
    return other?.getAttribute('href') ?? null;
  });
  if (!href) return false;
  await page.evaluate(() => {
    window.__davSameDocument = true;
  });
  await page.locator(`a[href="${href}"]`).first().click();
  await page.waitForURL((u) => u.href !== start, { timeout: 15_000 });
  await page.waitForLoadState('load');
  await page.goBack();
  await page.waitForURL(start, { timeout: 15_000 });
  return page.evaluate(() => window.__davSameDocument === true);
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

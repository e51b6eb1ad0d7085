// The Chromium visit of each page template through nginx (observatory.mjs): no
// Content-Security-Policy violation, hydrated, and a client-side navigation that keeps it so.

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

/** Watches a page for Content-Security-Policy violations (events and console errors) into `into`. */
export async function watchViolations(page, into) {
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

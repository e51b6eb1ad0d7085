import type { BrowserContext, Page, Response } from '@playwright/test';
import { ABOUT, expect, expectAccessible, LEGAL, siteUrl, test } from '../fixtures';

/** Resolves once the service worker controls the page (it claims the first visit's page). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The page's origin's caches, and the addresses each holds. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys())
      contents[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return contents;
  });
}

/** The version of the worker `/sw.js` answers now; its cache is `dav-{version}`. */
async function servedVersion(page: Page): Promise<string> {
  const source = await page.evaluate(async () => (await fetch('/sw.js')).text());
  const version = /"version":"([^"]+)"/.exec(source)?.[1];
  expect(version, 'the worker names its version').toBeTruthy();
  return version!;
}

/** The state of the page's registration: the worker in charge, and the one waiting for it. */
function registration(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { active: registration?.active?.state ?? null, waiting: registration?.waiting?.state ?? null };
  });
}

/**
 * The origin's cache names, read by a running worker, when no page of the origin is open; null
 * while none can answer (the old worker may be stopping as it is asked).
 */
async function workerCacheNames(context: BrowserContext): Promise<string[] | null> {
  for (const worker of context.serviceWorkers().reverse()) {
    const names = await worker.evaluate(() => caches.keys()).catch(() => null);
    if (names) return names.sort();
  }
  return null;
}

/** The build's files the page loads from now on, as answered. */
function staticResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/')) responses.push(response);
  });
  return responses;
}

const OFFLINE = {
  fr: { title: 'Vous êtes hors ligne', retry: 'Réessayer' },
  en: { title: 'You are offline', retry: 'Try again' },
} as const;

test.describe('service worker', () => {
  for (const code of ['fr', 'en'] as const) {
    test(`offline, a navigation shows the offline page in the host's language (${code})`, async ({
      page,
      context,
    }) => {
      await page.goto(siteUrl(code, `/${ABOUT[code]}`));
      await controlled(page);
      await context.setOffline(true);
      // A page never visited: nothing of it is kept, the offline page stands in at its address.
      await page.goto(siteUrl(code, `/${LEGAL[code]}`));
      await expect(page.getByRole('heading', { level: 1, name: OFFLINE[code].title })).toBeVisible();
      await expect(page).toHaveURL(siteUrl(code, `/${LEGAL[code]}`));
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectAccessible(page);

      // Back online, "try again" loads the page that was asked for, with the keyboard alone.
      await context.setOffline(false);
      await page.getByRole('link', { name: OFFLINE[code].retry }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: OFFLINE[code].title })).toHaveCount(0);
      await expect(page).toHaveURL(siteUrl(code, `/${LEGAL[code]}`));
      await expect(page.getByRole('main')).toBeVisible();
    });
  }

  test('serves the build’s files from its cache, never the contract', async ({ page, context }) => {
    await page.goto(siteUrl('fr', '/'));
    await controlled(page);
    expect(
      await page.evaluate(async () => (await fetch('/wp-json/api/fr/global')).ok),
      'the contract answers online',
    ).toBe(true);

    const cached = Object.values(await cacheContents(page)).flat();
    expect(cached.some((url) => url.includes('/_next/static/'))).toBe(true);
    expect(cached.filter((url) => /\/(wp-json|api)\//.test(new URL(url).pathname))).toEqual([]);

    // The next page's scripts come from the worker's cache.
    const scripts: boolean[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_next/static/')) scripts.push(response.fromServiceWorker());
    });
    await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    expect(scripts.every(Boolean)).toBe(true);

    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/wp-json/api/fr/global').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
      'offline, the contract is not answered from a cache',
    ).toBe('failed');
  });
});

test.describe('service worker update', () => {
  test('a new build’s worker waits for the open page, then replaces the old cache', async ({
    page,
    context,
  }) => {
    // Two workers install and five pages load, each route's files first fetched through a worker.
    test.slow();
    await page.goto(siteUrl('en', '/'));
    await controlled(page);
    const old = await servedVersion(page);
    await expect.poll(async () => Object.keys(await cacheContents(page))).toEqual([`dav-${old}`]);

    // A deployment, as this browser sees it: `/sw.js` now answers the real worker stamped with
    // another build's id (the e2e stack's `e2e-build` cookie, lib/env), and the browser checks it.
    await context.addCookies([{ name: 'e2e-build', value: 'next', url: siteUrl('en', '/') }]);
    const next = await servedVersion(page);
    expect(next).not.toBe(old);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    // The new worker installs beside the old one, with the offline page and its files, and waits.
    await expect.poll(() => registration(page)).toEqual({ active: 'activated', waiting: 'installed' });
    const during = await cacheContents(page);
    expect(Object.keys(during).sort()).toEqual([`dav-${next}`, `dav-${old}`].sort());
    expect(during[`dav-${next}`]).toContain(siteUrl('en', '/hors-ligne'));
    expect(during[`dav-${next}`]!.some((url) => url.includes('/_next/static/'))).toBe(true);

    // The open page keeps working with its build: a page load and an in-app navigation, whose
    // build files come through the old worker, from its cache or into it.
    const loaded = staticResponses(page);
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = page.getByRole('banner').getByRole('link', { name: 'Our subsidiaries', exact: true });
    await expect
      .poll(() => link.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await link.click();
    // The router commits once the new route's stylesheets have come through the worker: seconds
    // when the machine is busy.
    await expect(page.getByRole('heading', { level: 1, name: 'Where we are' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(siteUrl('en', '/nos-filiales'));
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((response) => !response.ok() || !response.fromServiceWorker())).toEqual([]);
    await expect
      .poll(async () => {
        const kept = (await cacheContents(page))[`dav-${old}`] ?? [];
        return loaded.map((response) => response.url()).filter((url) => !kept.includes(url));
      }, 'kept in the old build’s cache')
      .toEqual([]);
    expect(await registration(page)).toEqual({ active: 'activated', waiting: 'installed' });

    // Once the old build's last page is closed, the new worker activates and deletes the old cache.
    const later = await context.newPage();
    await page.close();
    await expect.poll(() => workerCacheNames(context)).toEqual([`dav-${next}`]);
    await later.goto(siteUrl('en', '/'));
    await controlled(later);
    expect(await registration(later)).toEqual({ active: 'activated', waiting: null });
    expect(Object.keys(await cacheContents(later))).toEqual([`dav-${next}`]);

    // Offline, the new build's offline page stands in.
    await context.setOffline(true);
    await later.goto(siteUrl('en', `/${LEGAL.en}`));
    await expect(later.getByRole('heading', { level: 1, name: OFFLINE.en.title })).toBeVisible();
  });
});

test.describe('chunk-load failure', () => {
  // The worker would answer the build's files from its cache, past the route below.
  test.use({ serviceWorkers: 'block' });

  test('reloads the page once, then shows the error screen with a reload link', async ({ page }) => {
    // The build files the home page needs load; any other is gone, as after a new deployment.
    const home = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/_next/static/')) home.add(request.url());
    });
    await page.goto(siteUrl('en', '/'));
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('request');
    await page.route('**/_next/static/**', (route) =>
      home.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: '' }),
    );
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });

    // The coworking page needs scripts of its own.
    await page.goto(siteUrl('en', '/espace-coworking'));
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(loads, 'the page, then one reload, then no loop').toBe(2);
    await expectAccessible(page);

    // The link loads this address again, by hand: no more automatic reloads.
    await expect(page.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});

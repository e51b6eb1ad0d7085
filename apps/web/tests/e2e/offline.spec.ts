import type { Page } from '@playwright/test';
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

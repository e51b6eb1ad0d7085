import type { Page, Route } from '@playwright/test';
import { ABOUT, expect, expectAccessible, pauseClock, siteUrl, test } from '../fixtures';

/**
 * docs/product.md#shell-loading-and-transitions: the page loader on in-app navigations, timed with
 * Playwright's clock. The clock is paused once the first page is in, so each step is an exact time.
 */
const LIST_TITLE = { fr: 'Nos implantations', en: 'Where we are' } as const;
const WORDS = {
  fr: { link: 'Nos filiales', loading: 'Chargement' },
  en: { link: 'Our subsidiaries', loading: 'Loading' },
} as const;

async function openFrozen(page: Page, code: string, lang: 'fr' | 'en' = 'fr') {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await page.goto(siteUrl(code, `/${ABOUT[lang]}`));
  const link = page.getByRole('banner').getByRole('link', { name: WORDS[lang].link, exact: true });
  // Hydrated: the router, not the browser, follows the link.
  await expect
    .poll(() => link.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await pauseClock(page);
  return {
    link,
    loader: page.getByTestId('page-loader'),
    status: page.getByTestId('page-loader-status'),
    heading: page.getByRole('heading', { level: 1, name: LIST_TITLE[lang] }),
  };
}

/** Holds the subsidiaries list's RSC payload until `release()`. */
async function holdPayload(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/nos-filiales' && url.searchParams.has('_rsc'),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const bodyLoading = (page: Page) => page.evaluate(() => document.body.classList.contains('is-loading'));

test.describe('page loader', () => {
  test('none on the first load, only the first-load overlay', async ({ page }) => {
    await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
    await expect(page.getByTestId('first-load-overlay')).toBeAttached();
    await expect(page.getByTestId('page-loader')).toBeHidden();
    expect(await bodyLoading(page)).toBe(false);
  });

  test('a link: shown at once and announced, 800 ms in all, the body class 500 ms more; focus on the new h1', async ({
    page,
  }) => {
    const { link, loader, status, heading } = await openFrozen(page, 'fr');
    await link.click();
    await expect(loader).toBeVisible();
    await expect(status).toHaveText('Chargement');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    expect(await bodyLoading(page)).toBe(true);
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await page.clock.runFor(799);
    await expect(loader).toBeVisible();
    await page.clock.runFor(1);
    await expect(loader).toBeHidden();
    await expect(page.getByTestId('page-loader-status')).toBeEmpty();
    expect(await bodyLoading(page)).toBe(true);
    await page.clock.runFor(499);
    expect(await bodyLoading(page)).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => bodyLoading(page)).toBe(false);
  });

  test('a load over 1 s keeps the loader 300 ms after the page arrived', async ({ page }) => {
    const release = await holdPayload(page);
    const { link, loader, heading } = await openFrozen(page, 'fr');
    await link.click();
    await expect(loader).toBeVisible();
    await page.clock.runFor(1001);
    release();
    await expect(heading).toBeVisible();
    // Arrived at 1001 ms: shown until 1001 + 300.
    await page.clock.runFor(299);
    await expect(loader).toBeVisible();
    await page.clock.runFor(1);
    await expect(loader).toBeHidden();
    await page.clock.runFor(499);
    expect(await bodyLoading(page)).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => bodyLoading(page)).toBe(false);
  });

  test('back and forward show it too, in English', async ({ page }) => {
    const { link, loader, status, heading } = await openFrozen(page, 'en', 'en');
    await link.click();
    await expect(heading).toBeVisible();
    await page.clock.runFor(1300);
    await expect(loader).toBeHidden();
    await page.goBack();
    await expect(loader).toBeVisible();
    await expect(status).toHaveText('Loading');
    const about = page.getByRole('heading', { level: 1 });
    await expect(about).toBeFocused();
    await expect(page).toHaveURL(siteUrl('en', `/${ABOUT.en}`));
    await page.clock.runFor(800);
    await expect(loader).toBeHidden();
  });

  test('the loader state passes axe', async ({ page }) => {
    const release = await holdPayload(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
    const link = page.getByRole('banner').getByRole('link', { name: 'Nos filiales', exact: true });
    await expect
      .poll(() => link.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await link.click();
    await expect(page.getByTestId('page-loader')).toBeVisible();
    await expectAccessible(page);
    release();
    await expect(page.getByRole('heading', { level: 1, name: LIST_TITLE.fr })).toBeVisible();
  });

  for (const [name, code, setup] of [
    ['with reduced motion', 'fr', (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' })],
    ['on an accessibility host', 'ay-fr', async () => undefined],
  ] as const) {
    test(`${name}: announced while loading, no wait once the page is in`, async ({ page }) => {
      await setup(page);
      const release = await holdPayload(page);
      const { link, loader, status, heading } = await openFrozen(page, code);
      await link.click();
      await expect(loader).toBeVisible();
      await expect(status).toHaveText('Chargement');
      release();
      await expect(heading).toBeVisible();
      // The clock is stopped: nothing but the page's arrival hides it.
      await expect(loader).toBeHidden();
      expect(await bodyLoading(page)).toBe(false);
      await expect(heading).toBeFocused();
      // No page transition either.
      expect(
        await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => (a as CSSAnimation).animationName ?? 'a view transition'),
        ),
      ).toHaveLength(0);
    });
  }
});

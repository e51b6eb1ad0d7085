import type { ConsentResponse } from '@dav/contract';
import { COOKIE_CONSENT_DAYS, PAGE_VIEW_DELAY_MS } from '@dav/rules';
import type { BrowserContext, Page } from '@playwright/test';
import { ABOUT, adminAuth, CMS_URL, cmsJson, expect, expectAccessible, siteUrl, test } from '../fixtures';

/**
 * docs/product.md#shell-consent-and-page-views. The tests change the CMS's consent global (container,
 * revision), so they run one after the other, in this order.
 */
test.describe.configure({ mode: 'default', timeout: 120_000 });

const CONTAINER = 'GTM-E2ETEST1';
const DAY_MS = 86_400_000;

/** The library hides its banner from automated browsers (`navigator.webdriver`): be a visitor. */
async function asVisitor(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  });
}

/** Every request the page makes to another origin than the site's. */
function foreignRequests(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) urls.push(request.url());
  });
  return urls;
}

/** The tag manager answered by a local stub (googletagmanager.com is not reachable from here). */
async function stubTagManager(page: Page) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__gtmLoaded = (window.__gtmLoaded || 0) + 1;',
    }),
  );
}

async function setConsentGlobal(data: { gtmContainerId?: string | null; revision?: number }) {
  const res = await fetch(`${CMS_URL}/api/globals/consent`, {
    method: 'POST',
    headers: await adminAuth(),
    body: JSON.stringify(data),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * Waits until the site's page (its cached HTML and the proxy's policy) shows the CMS's change.
 * Node does not resolve `*.localhost`: ask 127.0.0.1 with the site's host.
 */
async function untilSiteShows(url: string, check: (html: string, csp: string) => boolean) {
  const target = new URL(url);
  const host = target.host;
  target.hostname = '127.0.0.1';
  await expect
    .poll(
      async () => {
        const res = await fetch(target, { headers: { host } });
        return check(await res.text(), res.headers.get('content-security-policy') ?? '');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === 'page_view',
    ),
  );

const banner = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('consent', () => {
  let revision: number;

  test.beforeAll(async () => {
    revision = (await cmsJson<ConsentResponse>('/wp-json/api/fr/consent')).revision;
    await setConsentGlobal({ gtmContainerId: null });
  });

  test.afterAll(async () => {
    await setConsentGlobal({ gtmContainerId: null });
  });

  test.beforeEach(async ({ context }) => {
    await asVisitor(context);
  });

  test('first visit: a banner in the site’s language, accept and refuse with the same weight, axe clean; with no container nothing loads', async ({
    page,
  }) => {
    const url = siteUrl('fr', `/${ABOUT.fr}`);
    const foreign = foreignRequests(page, new URL(url).origin);
    const response = await page.goto(url);
    expect(response!.headers()['content-security-policy']).not.toContain('googletagmanager');
    const box = banner(page, 'Vos choix de cookies');
    await expect(box).toBeVisible();
    const accept = box.getByRole('button', { name: 'Tout accepter' });
    const refuse = box.getByRole('button', { name: 'Tout refuser' });
    await expect(box.getByRole('button', { name: 'Choisir' })).toBeVisible();
    // Same weight: the same size and the same colours.
    const look = (button: typeof accept) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, box.width, box.height];
      });
    expect(await look(refuse)).toEqual(await look(accept));
    // A fixed box over the page: it moves nothing.
    const fixed = await box.evaluate((el) => {
      for (let node: Element | null = el; node; node = node.parentElement)
        if (getComputedStyle(node).position === 'fixed') return true;
      return false;
    });
    expect(fixed).toBe(true);
    await expectAccessible(page);
    expect(await page.context().cookies()).toEqual([]);

    await accept.click();
    await expect(box).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    await expect(banner(page, 'Vos choix de cookies')).toBeHidden();
    expect(await pageViews(page)).toEqual([]);
    expect(foreign).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('on a phone the banner is never the largest paint and shifts nothing', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
    await expect(banner(page, 'Vos choix de cookies')).toBeVisible();
    const paints = await page.evaluate(
      () =>
        new Promise<{ inBanner: boolean; shift: number }>((resolve) => {
          let inBanner = false;
          let shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              inBanner = Boolean(
                (entry as PerformanceEntry & { element?: Element }).element?.closest('#cc-main'),
              );
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              shift += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve({ inBanner, shift }), 500);
        }),
    );
    expect(paints).toEqual({ inBanner: false, shift: 0 });
  });

  test('keyboard only: choose, the preferences dialog, Escape, and the footer button reopens it', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    const box = banner(page, 'Your cookie choices');
    await expect(box).toBeVisible();
    // From the page, Tab reaches the banner's buttons.
    const choose = box.getByRole('button', { name: 'Choose' });
    await choose.focus();
    await page.keyboard.press('Enter');
    const preferences = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(preferences).toBeVisible();
    await expect(preferences.getByRole('button', { name: 'Audience measurement' })).toBeVisible();
    await expectAccessible(page);
    // Focus stays in the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.pm')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(preferences).toBeHidden();
    await box.getByRole('button', { name: 'Refuse all' }).press('Enter');
    await expect(box).toBeHidden();

    const reopen = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await reopen.focus();
    await page.keyboard.press('Enter');
    await expect(preferences).toBeVisible();
    const measurement = preferences.getByRole('checkbox', { name: /Audience measurement/ });
    await expect(measurement).not.toBeChecked();
    await expect(preferences.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(preferences).toBeHidden();
    await expect(reopen).toBeFocused();
  });

  test('the accessibility host asks the same, axe clean', async ({ page }) => {
    await page.goto(siteUrl('ay-fr', `/${ABOUT.fr}`));
    const box = banner(page, 'Vos choix de cookies');
    await expect(box).toBeVisible();
    await expectAccessible(page);
    await box.getByRole('button', { name: 'Choisir' }).click();
    await expect(page.getByRole('dialog', { name: 'Gestion des cookies' })).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('with a tag manager container set in the CMS', () => {
    test.beforeAll(async () => {
      await setConsentGlobal({ gtmContainerId: CONTAINER });
      await untilSiteShows(
        siteUrl('fr', `/${ABOUT.fr}`),
        (html, csp) => html.includes(CONTAINER) && csp.includes('https://www.googletagmanager.com'),
      );
    });

    test('refuse all: no request to another origin, no cookie, no page view, then or on the next pages', async ({
      page,
    }) => {
      await stubTagManager(page);
      const url = siteUrl('fr', `/${ABOUT.fr}`);
      const foreign = foreignRequests(page, new URL(url).origin);
      await page.goto(url);
      const box = banner(page, 'Vos choix de cookies');
      await expect(box).toBeVisible();
      expect(foreign).toEqual([]);
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
      await box.getByRole('button', { name: 'Tout refuser' }).click();
      await expect(box).toBeHidden();
      await page
        .getByRole('navigation', { name: "Fil d'Ariane" })
        .getByRole('link', { name: 'Accueil' })
        .click();
      await expect(page).toHaveURL(siteUrl('fr', '/'));
      await page.reload();
      await page.waitForLoadState('load');
      await expect(banner(page, 'Vos choix de cookies')).toBeHidden();
      expect(foreign).toEqual([]);
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
      expect(await page.context().cookies()).toEqual([]);
    });

    test('accept all: consent mode defaults denied then granted, the container loads, one page view per page 250 ms after it', async ({
      page,
    }) => {
      await stubTagManager(page);
      await page.clock.install();
      const url = siteUrl('fr', `/${ABOUT.fr}`);
      const foreign = foreignRequests(page, new URL(url).origin);
      await page.goto(url);
      const box = banner(page, 'Vos choix de cookies');
      await expect(box).toBeVisible();
      expect(foreign).toEqual([]);
      await box.getByRole('button', { name: 'Tout accepter' }).click();
      await expect.poll(() => page.evaluate(() => (window as { __gtmLoaded?: number }).__gtmLoaded)).toBe(1);
      expect(foreign).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
      const layer = await page.evaluate(() =>
        (window.dataLayer ?? []).map((entry) =>
          // gtag() pushes an Arguments object: compare its items.
          Object.prototype.toString.call(entry) === '[object Arguments]'
            ? Array.from(entry as ArrayLike<unknown>)
            : entry,
        ),
      );
      expect(layer.slice(0, 2)).toEqual([
        [
          'consent',
          'default',
          {
            ad_storage: 'denied',
            ad_user_data: 'denied',
            ad_personalization: 'denied',
            analytics_storage: 'denied',
          },
        ],
        ['consent', 'update', { analytics_storage: 'granted' }],
      ]);
      // The page the visitor accepted on counts once.
      expect(await pageViews(page)).toEqual([
        { event: 'page_view', page_path: `/${ABOUT.fr}`, page_language: 'fr', page_template: 'page' },
      ]);

      // Each in-app navigation: exactly one page view, PAGE_VIEW_DELAY_MS after the route change.
      await page.clock.pauseAt(Date.now() + 1000);
      await page
        .getByRole('navigation', { name: "Fil d'Ariane" })
        .getByRole('link', { name: 'Accueil' })
        .click();
      await expect(page).toHaveURL(siteUrl('fr', '/'));
      await page.clock.runFor(PAGE_VIEW_DELAY_MS - 50);
      expect(await pageViews(page)).toHaveLength(1);
      await page.clock.runFor(50);
      await expect.poll(() => pageViews(page)).toHaveLength(2);
      await page.clock.runFor(2000);
      const views = await pageViews(page);
      expect(views).toEqual([
        expect.objectContaining({ page_path: `/${ABOUT.fr}` }),
        { event: 'page_view', page_path: '/', page_language: 'fr', page_template: 'home' },
      ]);
      await page.getByRole('banner').getByRole('link', { name: 'Nos filiales', exact: true }).click();
      await expect(page).toHaveURL(siteUrl('fr', '/nos-filiales'));
      await page.clock.runFor(PAGE_VIEW_DELAY_MS);
      await expect.poll(() => pageViews(page)).toHaveLength(3);
      await page.clock.runFor(2000);
      expect((await pageViews(page)).at(-1)).toEqual({
        event: 'page_view',
        page_path: '/nos-filiales',
        page_language: 'fr',
        page_template: 'subsidiaries',
      });
      // Loaded once per page load, never again on a navigation.
      expect(await page.evaluate(() => (window as { __gtmLoaded?: number }).__gtmLoaded)).toBe(1);
      expect(foreign).toHaveLength(1);
    });

    test(`the choice is kept ${COOKIE_CONSENT_DAYS} days, then asked again`, async ({ page }) => {
      await stubTagManager(page);
      await page.clock.install();
      const url = siteUrl('fr', `/${ABOUT.fr}`);
      await page.goto(url);
      await banner(page, 'Vos choix de cookies').getByRole('button', { name: 'Tout accepter' }).click();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dav_consent') ?? '{}'));
      // Written a few milliseconds after the choice's own timestamp.
      const kept = stored.expirationTime - Date.parse(stored.consentTimestamp);
      expect(Math.abs(kept - COOKIE_CONSENT_DAYS * DAY_MS)).toBeLessThan(60_000);

      await page.clock.fastForward((COOKIE_CONSENT_DAYS - 1) * DAY_MS);
      await page.reload();
      await page.waitForLoadState('load');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The banner's code starts on the browser's idle callback, which the moved clock must fire.
      await page.clock.runFor(5000);
      await expect.poll(() => page.evaluate(() => (window as { __gtmLoaded?: number }).__gtmLoaded)).toBe(1);
      await expect(banner(page, 'Vos choix de cookies')).toBeHidden();

      await page.clock.fastForward(2 * DAY_MS);
      await page.reload();
      await page.waitForLoadState('load');
      await page.clock.runFor(5000);
      await expect(banner(page, 'Vos choix de cookies')).toBeVisible();
      expect(await page.evaluate(() => (window as { __gtmLoaded?: number }).__gtmLoaded)).toBeUndefined();
    });

    test('a new revision of the policy in the CMS asks again', async ({ page }) => {
      await stubTagManager(page);
      const url = siteUrl('de', '/');
      await page.goto(url);
      await banner(page, 'Ihre Cookie-Auswahl').getByRole('button', { name: 'Alle ablehnen' }).click();
      await page.reload();
      await page.waitForLoadState('load');
      await expect(banner(page, 'Ihre Cookie-Auswahl')).toBeHidden();

      await setConsentGlobal({ revision: revision + 1 });
      // The settings travel in the page's flight data, where quotes are escaped.
      const shown = new RegExp(`revision\\\\?":${revision + 1}[,}]`);
      await untilSiteShows(url, (html) => shown.test(html));
      await page.reload();
      await expect(banner(page, 'Ihre Cookie-Auswahl')).toBeVisible();
    });
  });
});

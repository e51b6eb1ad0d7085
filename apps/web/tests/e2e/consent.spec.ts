import type { ConsentResponse } from '@dav/contract';
import { COOKIE_CONSENT_DAYS, PAGE_VIEW_DELAY_MS } from '@dav/rules';
import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, refusedConsentState, SEEDED_CONSENT_REVISION } from '../consent-refused';
import {
  ABOUT,
  cmsJson,
  expect,
  expectAccessible,
  expectAccessibleAAA,
  pauseClock,
  settle,
  siteUrl,
  test,
  WEB_PORT,
} from '../fixtures';
import {
  banner,
  NOTHING_STORED,
  untilBannerWouldShow,
  setConsentGlobal,
  untilSiteShows,
} from './consent-cms';
import { choose, CONTACT } from './contact-form';

/**
 * docs/product.md#shell-consent-and-page-views. A plain Playwright browser (`navigator.webdriver`)
 * is asked like any visitor, on a first visit: nothing stored. The tests change the CMS's consent
 * global (the container), so they run one after the other, in this order; the revision is raised
 * in consent-revision.spec.ts, which runs after every other spec.
 */
test.use({ storageState: NOTHING_STORED });
test.describe.configure({ mode: 'default', timeout: 120_000 });

const CONTAINER = 'GTM-E2ETEST1';
const DAY_MS = 86_400_000;

const WORDS = {
  fr: {
    title: 'Vos choix de cookies',
    accept: 'Tout accepter',
    refuse: 'Tout refuser',
    choose: 'Choisir',
    preferences: 'Gestion des cookies',
  },
  en: {
    title: 'Your cookie choices',
    accept: 'Accept all',
    refuse: 'Refuse all',
    choose: 'Choose',
    preferences: 'Cookie settings',
  },
} as const;

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

const gtmLoads = (page: Page) => page.evaluate(() => (window as { __gtmLoaded?: number }).__gtmLoaded);

/** The quiet footer of the whistleblowing screens: what a visitor needs, nothing to market. */
async function expectQuietFooter(page: Page, words: { preferences: string; legal: string }) {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveAttribute('data-variant', 'quiet');
  await expect(footer.getByRole('button', { name: words.preferences })).toBeVisible();
  await expect(footer.getByRole('link', { name: words.legal })).toBeVisible();
  await expect(footer.getByRole('listitem').getByRole('link', { name: 'Deutsch' })).toBeVisible();
  await expect(footer.getByRole('img')).toHaveCount(0);
  await expect(footer.getByRole('navigation')).toHaveCount(0);
  await expect(footer.locator('[data-index], h2')).toHaveCount(0);
  await expect(footer.locator('a[href^="http"]:not([hreflang])')).toHaveCount(0);
}

const stored = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>,
    CONSENT_STORAGE_KEY,
  );

/** Whether the focused element is in the banner's root (`#cc-main`). */
const focusInBanner = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('#cc-main')));

/** Whether the focused element is one of the banner's buttons. */
const buttonInBanner = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('#cc-main button')));

/**
 * From the top of the page, Tab until a button of the banner (the last thing of the page) has
 * focus. The library may also move focus to the start of its box as it opens (not a tab stop):
 * the next Tab then reaches its first button just the same.
 */
async function tabIntoBanner(page: Page) {
  for (let i = 0; i < 150 && !(await buttonInBanner(page)); i++) await page.keyboard.press('Tab');
  expect(await buttonInBanner(page)).toBe(true);
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === 'page_view',
    ),
  );

test.describe('consent', () => {
  test.beforeAll(async () => {
    // The other specs start as a visitor who refused this revision (tests/consent-refused.ts).
    const { revision } = await cmsJson<ConsentResponse>('/wp-json/api/fr/consent');
    expect(revision, 'the revision the other specs’ stored refusal is of').toBe(SEEDED_CONSENT_REVISION);
    await setConsentGlobal({ gtmContainerId: null });
  });

  test.afterAll(async () => {
    await setConsentGlobal({ gtmContainerId: null });
  });

  for (const [code, choice] of [
    ['fr', 'accept'],
    ['en', 'refuse'],
  ] as const) {
    test(`${code}: a plain automated first visit gets the banner in the host’s language, accept and refuse with the same weight, axe clean; after the choice (${choice}) nothing loads and no cookie`, async ({
      page,
    }) => {
      const words = WORDS[code];
      const url = siteUrl(code, `/${ABOUT[code]}`);
      const foreign = foreignRequests(page, new URL(url).origin);
      const response = await page.goto(url);
      expect(response!.headers()['content-security-policy']).not.toContain('googletagmanager');
      // Playwright's Chromium says it is automated: the banner is shown all the same.
      expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
      const box = banner(page, words.title);
      await expect(box).toBeVisible();
      const accept = box.getByRole('button', { name: words.accept });
      const refuse = box.getByRole('button', { name: words.refuse });
      await expect(box.getByRole('button', { name: words.choose })).toBeVisible();
      // Same weight: the same size and the same colours.
      const look = (button: typeof accept) =>
        button.evaluate((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return [
            style.backgroundColor,
            style.color,
            style.fontSize,
            style.fontWeight,
            box.width,
            box.height,
          ];
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
      expect(foreign).toEqual([]);
      expect(await page.context().cookies()).toEqual([]);

      await (choice === 'accept' ? accept : refuse).click();
      await expect(box).toBeHidden();
      const choiceKept = await stored(page);
      if (choice === 'accept') {
        expect(choiceKept.categories).toEqual(['necessary', 'analytics']);
      } else {
        // The refusal every other spec starts with is exactly the library's own.
        const ours = refusedConsentState(WEB_PORT).origins.find(
          ({ origin }) => origin === new URL(url).origin,
        )!;
        expect(choiceKept).toEqual({
          ...JSON.parse(ours.localStorage[0]!.value),
          consentId: expect.any(String),
          consentTimestamp: expect.any(String),
          lastConsentTimestamp: expect.any(String),
          expirationTime: expect.any(Number),
        });
      }
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await untilBannerWouldShow(page);
      await expect(banner(page, words.title)).toBeHidden();
      expect(await pageViews(page)).toEqual([]);
      expect(foreign).toEqual([]);
      expect(await page.context().cookies()).toEqual([]);
    });
  }

  for (const [screen, size, path] of [
    ['a phone', { width: 412, height: 823 }, `/${ABOUT.fr}`],
    ['a phone', { width: 412, height: 823 }, '/'],
    ['a desktop', { width: 1280, height: 720 }, `/${ABOUT.fr}`],
  ] as const) {
    test(`on ${screen} (${path}) the banner is never the largest paint and shifts nothing`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(siteUrl('fr', path));
      await expect(banner(page, WORDS.fr.title)).toBeVisible();
      const paints = await page.evaluate(
        () =>
          new Promise<{ largest: string; inBanner: boolean; shift: number }>((resolve) => {
            let largest = 'none';
            let inBanner = false;
            let shift = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                const element = (entry as PerformanceEntry & { element?: Element | null }).element;
                largest = element?.tagName ?? 'removed';
                inBanner = Boolean(element?.closest('#cc-main'));
              }
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                shift += (entry as PerformanceEntry & { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve({ largest, inBanner, shift }), 500);
          }),
      );
      expect(paints.largest).not.toBe('none');
      expect(paints).toMatchObject({ inBanner: false, shift: 0 });
    });
  }

  test('keyboard only (fr): Tab reaches Tout accepter and Tout refuser and stays in the banner, Enter accepts, focus goes back to the page', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
    const box = banner(page, WORDS.fr.title);
    await expect(box).toBeVisible();
    await tabIntoBanner(page);
    await expect(box.getByRole('button', { name: WORDS.fr.accept })).toBeFocused();
    const reached: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() =>
          document.activeElement?.closest('#cc-main') ? document.activeElement.textContent!.trim() : 'page',
        ),
      );
    }
    // Its three buttons, in turn, and round again: Tab never leaves it before a choice.
    expect(reached).toEqual([
      WORDS.fr.refuse,
      WORDS.fr.choose,
      WORDS.fr.accept,
      WORDS.fr.refuse,
      WORDS.fr.choose,
      WORDS.fr.accept,
    ]);
    await expect(box.getByRole('button', { name: WORDS.fr.accept })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box).toBeHidden();
    expect((await stored(page)).categories).toEqual(['necessary', 'analytics']);
    // Focus is not left in the hidden box: the next Tab reaches a visible control of the page.
    expect(await focusInBanner(page)).toBe(false);
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => {
      const focused = document.activeElement;
      return {
        inPage: Boolean(focused && focused !== document.body && !focused.closest('#cc-main')),
        visible: Boolean(focused?.checkVisibility()),
      };
    });
    expect(next).toEqual({ inPage: true, visible: true });
  });

  test('keyboard only (en): choose, the preferences dialog, Escape, Refuse all, and the footer button reopens it', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    const box = banner(page, WORDS.en.title);
    await expect(box).toBeVisible();
    await tabIntoBanner(page);
    const choose = box.getByRole('button', { name: WORDS.en.choose });
    for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
    await expect(choose).toBeFocused();
    await page.keyboard.press('Enter');
    const preferences = page.getByRole('dialog', { name: WORDS.en.preferences });
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
    // Back on the button that opened it, in the banner.
    await expect(choose).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const refuse = box.getByRole('button', { name: WORDS.en.refuse });
    await expect(refuse).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box).toBeHidden();
    expect((await stored(page)).categories).toEqual(['necessary']);
    expect(await focusInBanner(page)).toBe(false);

    const reopen = page.getByRole('contentinfo').getByRole('button', { name: WORDS.en.preferences });
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

  for (const code of ['ay-fr', 'ay-en'] as const) {
    test(`the accessibility host ${code} asks the same, axe clean at AAA (7:1 contrast) with the banner and the preferences open`, async ({
      page,
    }) => {
      const words = WORDS[code === 'ay-fr' ? 'fr' : 'en'];
      await page.goto(siteUrl(code, `/${ABOUT[code === 'ay-fr' ? 'fr' : 'en']}`));
      const box = banner(page, words.title);
      await expect(box).toBeVisible();
      await expectAccessibleAAA(page);
      await box.getByRole('button', { name: words.choose }).click();
      await expect(page.getByRole('dialog', { name: words.preferences })).toBeVisible();
      await expectAccessibleAAA(page);
    });
  }

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
      expect(await page.context().cookies()).toEqual([]);
      await box.getByRole('button', { name: 'Tout refuser' }).click();
      await expect(box).toBeHidden();
      await page
        .getByRole('navigation', { name: "Fil d'Ariane" })
        .getByRole('link', { name: 'Accueil' })
        .click();
      await expect(page).toHaveURL(siteUrl('fr', '/'));
      await page.reload();
      await untilBannerWouldShow(page);
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
      await pauseClock(page);
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

    // One host: the guard is the same code on every host (the banner's words per language are
    // checked above, on each host's first visit).
    for (const [code, words] of [
      [
        'fr',
        {
          ...WORDS.fr,
          legal: 'Mentions légales',
          youare: /^Vous êtes/,
          snowden: 'Lanceur d’alerte (signalement)',
          project: 'Un projet ?',
          home: 'Accueil',
        },
      ],
    ] as const) {
      test(`${code}: after consent, the report form and the follow-up never load the tag manager nor ask another origin, and carry the quiet footer`, async ({
        page,
      }) => {
        // The page's clock is ours: the page view's delay is run through, not waited for.
        await page.clock.install();
        await stubTagManager(page);
        const origin = new URL(siteUrl(code)).origin;
        const foreign = foreignRequests(page, origin);
        await page.goto(siteUrl(code, `/${ABOUT[code]}`));
        await banner(page, words.title).getByRole('button', { name: words.accept }).click();
        await expect.poll(() => gtmLoads(page)).toBe(1);
        foreign.splice(0);

        // A link to the contact page from a page with the tag manager is a full load: it is gone.
        await page.getByRole('banner').getByRole('link', { name: words.project }).click();
        await expect(page).toHaveURL(`${origin}${CONTACT}?youare=customer`);
        await untilBannerWouldShow(page);
        expect(await gtmLoads(page)).toBeUndefined();

        for (const path of [
          '/suivi-signalement',
          '/suivi-signalement/script',
          `${CONTACT}?youare=snowden`,
          `${CONTACT}/script?youare=snowden`,
          CONTACT,
        ]) {
          const response = await page.goto(siteUrl(code, path));
          expect(response!.headers()['content-security-policy'], path).not.toContain('googletagmanager');
          expect(await response!.text(), path).not.toContain(CONTAINER);
          await untilBannerWouldShow(page);
          await page.clock.runFor(PAGE_VIEW_DELAY_MS * 2);
          await settle(page);
          expect(await gtmLoads(page), path).toBeUndefined();
          expect(await page.evaluate(() => window.dataLayer), path).toBeUndefined();
          if (!path.includes('/script'))
            await expectQuietFooter(page, { preferences: words.preferences, legal: words.legal });
          if (path === CONTACT) {
            await choose(page, words.youare, words.snowden);
            await page.getByLabel(/^(Votre message|Your message)/).fill('Un fait à signaler');
          }
          await expectAccessible(page);
        }
        // The consent preferences opened there and accepted again load nothing either.
        await page.getByRole('contentinfo').getByRole('button', { name: words.preferences }).click();
        await page
          .getByRole('dialog', { name: words.preferences })
          .getByRole('button', { name: words.accept })
          .click();
        await page.clock.runFor(PAGE_VIEW_DELAY_MS * 2);
        await settle(page);
        expect(await gtmLoads(page)).toBeUndefined();

        // A page that showed the report form never loads it afterwards: it could watch a Back to it.
        await page
          .getByRole('navigation', { name: code === 'fr' ? "Fil d'Ariane" : 'Breadcrumb' })
          .getByRole('link', { name: words.home })
          .click();
        await expect(page).toHaveURL(`${origin}/`);
        await page.clock.runFor(PAGE_VIEW_DELAY_MS * 2);
        await settle(page);
        expect(await gtmLoads(page)).toBeUndefined();
        expect(foreign).toEqual([]);
        // The next full load measures again; Back to the form is a page of its own, without it.
        await page.reload();
        await expect.poll(() => gtmLoads(page)).toBe(1);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`^${origin}${CONTACT}(\\?|$)`));
        // The guard may load the page again as it arrives (whistleblowing-guard.ts): asked until
        // the page that stays is the form's own, without the tag manager.
        await expect(async () => {
          await untilBannerWouldShow(page);
          expect(await gtmLoads(page)).toBeUndefined();
          expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
        }).toPass({ timeout: 20_000 });
      });
    }

    test(`the choice is kept ${COOKIE_CONSENT_DAYS} days, then asked again`, async ({ page }) => {
      await stubTagManager(page);
      await page.clock.install();
      const url = siteUrl('fr', `/${ABOUT.fr}`);
      await page.goto(url);
      await banner(page, 'Vos choix de cookies').getByRole('button', { name: 'Tout accepter' }).click();
      const choice = (await stored(page)) as { expirationTime: number; consentTimestamp: string };
      // Written a few milliseconds after the choice's own timestamp.
      const kept = choice.expirationTime - Date.parse(choice.consentTimestamp);
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
  });
});

import type { GlobalResponse } from '@dav/contract';
import { idlePrefetchPath } from '@dav/rules';
import type { Page } from '@playwright/test';
import {
  ABOUT,
  cmsJson,
  expect,
  expectAccessible,
  LEGAL,
  pauseClock,
  settle,
  siteUrl,
  test,
} from '../fixtures';

test.describe('header', () => {
  test('logo home, project link, CMS links, subsidiaries, LinkedIn and Discord', async ({ page }) => {
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'DAV, back to home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'A project?' })).toHaveAttribute(
      'href',
      '/contactez-nous?youare=customer',
    );
    await expect(header.getByRole('link', { name: 'Our subsidiaries', exact: true })).toHaveAttribute(
      'href',
      '/nos-filiales',
    );
    await expect(header.getByRole('link', { name: /DAV on LinkedIn/ })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    );
    await expect(header.getByRole('link', { name: /DAV on Discord/ })).toHaveAttribute('href', /discord/);
    const global = await cmsJson<GlobalResponse>('/wp-json/api/en/global');
    for (const link of global.header.links)
      await expect(header.getByRole('link', { name: link.label })).toBeVisible();
    // The clear logo is for the home page only.
    await expect(page.locator('header[data-home]')).toHaveCount(0);
    await page.goto(siteUrl('en', '/'));
    await expect(page.locator('header[data-home]')).toHaveCount(1);
  });

  test('sticky past 50 px; revealed only while scrolling up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(siteUrl('fr', `/${LEGAL.fr}`));
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-sticky', /.*/);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).not.toHaveAttribute('data-sticky', /.*/);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-sticky', /.*/);
    await expect(header).not.toHaveAttribute('data-sticky-active', /.*/);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveAttribute('data-sticky-active', /.*/);
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(header).not.toHaveAttribute('data-sticky-active', /.*/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-sticky', /.*/);
  });
});

test.describe('burger menu', () => {
  test('opens as a dialog, holds the page still, closes with Escape and gives focus back', async ({
    page,
  }) => {
    await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
    // The page behind does not scroll while the menu is open.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('hidden');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header[data-menu-open]')).toHaveCount(1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('language switcher: active language as text, others to the same page, no ay- entries', async ({
    page,
  }) => {
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const languages = page.getByRole('dialog').getByRole('list', { name: 'Languages' });
    await expect(languages.getByRole('link')).toHaveCount(3);
    await expect(languages.getByRole('link', { name: 'English' })).toHaveCount(0);
    await expect(languages.getByText('English')).toBeVisible();
    await expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      siteUrl('fr', `/${ABOUT.fr}`),
    );
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      siteUrl('de', `/${ABOUT.de}`),
    );
    const hrefs = await languages
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.join(' ')).not.toContain('ay-');
    await languages.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(siteUrl('es', `/${ABOUT.es}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('social links shown only when set', async ({ page }) => {
    const global = await cmsJson<GlobalResponse>('/wp-json/api/en/global');
    await page.goto(siteUrl('en', '/'));
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const social = page.getByRole('dialog').getByRole('list', { name: 'Social networks' });
    const set = Object.values(global.burger).filter(Boolean);
    await expect(social.getByRole('link')).toHaveCount(set.length);
    for (const url of set) await expect(social.locator(`a[href="${url}"]`)).toHaveCount(1);
  });

  test('on mobile a click toggles a submenu, one open at a time; a route change closes the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(siteUrl('en', '/'));
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog');
    const group = menu.getByRole('button', { name: 'The group' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const about = menu.getByRole('link', { name: 'About us' });
    await expect(about).toBeVisible();
    await group.click();
    await expect(about).toBeHidden();
    // One submenu open at a time.
    await group.click();
    const careers = menu.getByRole('button', { name: 'Careers' });
    await careers.click();
    await expect(careers).toHaveAttribute('aria-expanded', 'true');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
    await group.click();
    await about.click();
    await expect(page).toHaveURL(siteUrl('en', `/${ABOUT.en}`));
    await expect(menu).toBeHidden();
  });

  test('on desktop a submenu opens on hover', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl('en', '/'));
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: 'The group' }).hover();
    await expect(menu.getByRole('link', { name: 'About us' })).toBeVisible();
  });
});

test.describe('footer, breadcrumbs, scroll to top, first load', () => {
  test('footer: certifications, languages, cookie link and the weekly background', async ({ page }) => {
    // 2026-01-05 is in ISO week 2: the third of the six images.
    await page.clock.setFixedTime(new Date('2026-01-05T12:00:00Z'));
    const global = await cmsJson<GlobalResponse>('/wp-json/api/de/global');
    await page.goto(siteUrl('de', `/${ABOUT.de}`));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'Zertifizierungen' }).getByRole('img')).toHaveCount(2);
    await expect(footer.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await expect(
      footer.getByRole('list', { name: 'Sprachen' }).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', siteUrl('en', `/${ABOUT.en}`));
    const background = footer.locator('[data-index]');
    await expect(background).toHaveAttribute('data-index', '2');
    expect(await background.getAttribute('style')).toContain(global.footer.images[2]!.url);
    await expect(footer).toHaveAttribute('data-variant', 'default');
  });

  test('the formations variant of the footer under nos-formations', async ({ page }) => {
    await page.goto(siteUrl('fr', '/nos-formations'));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-variant', 'formations');
    await expect(
      footer
        .getByRole('navigation', { name: 'Nos formations' })
        .getByRole('link', { name: /Cloud et DevOps/ }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.goto(siteUrl('en', '/nos-formations'));
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-variant', 'formations');
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-variant', 'default');
  });

  test('breadcrumbs on every page but home', async ({ page }) => {
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toContainText('About us');
  });

  test('scroll to top: past twice the window height, not on small screens, not on home', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(siteUrl('fr', `/${LEGAL.fr}`));
    const toTop = page.getByRole('button', { name: 'Revenir en haut de la page' });
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(toTop).toBeVisible();
    await expectAccessible(page);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.setViewportSize({ width: 770, height: 400 });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(toTop).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(siteUrl('fr', '/'));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(toTop).toHaveCount(0);
  });

  test('the first-load overlay goes away on its own', async ({ page }) => {
    await page.goto(siteUrl('fr', '/'));
    await expect(page.getByTestId('first-load-overlay')).toBeHidden();
  });

  test('the skip link moves keyboard focus to the content', async ({ page }) => {
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main, #content').first()).toBeInViewport();
  });
});

test.describe('idle prefetch', () => {
  /** The paths the router fetches ahead (`?_rsc=` requests), each with when it left, in ms since `start`. */
  function recordPrefetches(page: Page) {
    const start = Date.now();
    const fetched: { path: string; at: number }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) fetched.push({ path: url.pathname, at: Date.now() - start });
    });
    return { fetched, paths: () => fetched.map((f) => f.path), since: (t: number) => t - start };
  }

  test('links in view are fetched ahead once the visitor has been idle 2 s, never a form screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const prefetches = recordPrefetches(page);
    await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
    // The header's logo and subsidiaries link, and the breadcrumb's home, are in view.
    await expect.poll(prefetches.paths, { timeout: 8000 }).toContain('/nos-filiales');
    expect(prefetches.paths()).toContain('/');
    // Not while the page starts: the first leaves 2 s (PREFETCH_IDLE_MS) after the page began at the earliest.
    expect(Math.min(...prefetches.fetched.map((f) => f.at))).toBeGreaterThanOrEqual(2000);
    // The header's project link leads to the contact form: its code is never fetched ahead.
    await expect(page.getByRole('link', { name: 'Un projet ?' })).toBeVisible();
    expect(prefetches.paths()).not.toContain('/contactez-nous');
    // Out of view, the footer's links wait until they are scrolled to and the visitor is idle again.
    const footerPaths = await page
      .getByRole('contentinfo')
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const footerPath = footerPaths.find(
      (path) => !prefetches.paths().includes(path) && idlePrefetchPath(path, `/${ABOUT.fr}`) !== null,
    )!;
    expect(footerPath).toBeTruthy();
    await page.getByRole('contentinfo').locator(`a[href^="${footerPath}"]`).first().scrollIntoViewIfNeeded();
    await expect.poll(prefetches.paths, { timeout: 8000 }).toContain(footerPath);
  });

  test('activity keeps it waiting: nothing is fetched ahead until 2 s after the last key', async ({
    page,
  }) => {
    // The 2 s (PREFETCH_IDLE_MS) is the subject: the page's clock stands still from the load on, and
    // is run through it; real time spent by a slow machine between two steps never counts.
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    const prefetches = recordPrefetches(page);
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    await pauseClock(page);
    // Hydrated (the menu button works), so the page hears the keys.
    await expect(page.locator('#burger-button')).not.toHaveAttribute('aria-disabled');
    // A key every 0.4 s for 3.2 s: never 2 s idle, so nothing yet.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift');
      await page.clock.runFor(400);
    }
    await settle(page);
    expect(prefetches.paths()).toEqual([]);
    await page.clock.runFor(1500);
    await settle(page);
    expect(prefetches.paths()).toEqual([]);
    await page.clock.runFor(600);
    await page.clock.resume();
    await expect.poll(prefetches.paths).toContain('/nos-filiales');
  });
});

test('pages carry the security policy; the build’s scripts only nosniff', async ({ page }) => {
  const response = await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const scriptHeaders = await page.evaluate(async (src) => {
    const res = await fetch(src!);
    return [res.headers.get('x-content-type-options'), res.headers.get('content-security-policy')];
  }, script);
  expect(scriptHeaders).toEqual(['nosniff', null]);
});

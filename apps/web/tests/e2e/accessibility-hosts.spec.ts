import type { Page } from '@playwright/test';
import { ABOUT, expect, expectAccessibleAAA, LEGAL, siteUrl, test } from '../fixtures';

/**
 * docs/product.md#domains-and-languages: `ay-fr` and `ay-en` are the AAA version of the site.
 * Every template, on both hosts: axe's AAA rules, links underlined, targets of 44 × 44 px, nothing
 * moving or playing by itself.
 */
const HOSTS = [
  { code: 'ay-fr', lang: 'fr' },
  { code: 'ay-en', lang: 'en' },
] as const;

/** One page of each template; the detail screens are the first one their list links to. */
const screens = (lang: 'fr' | 'en') => [
  '/',
  `/${ABOUT[lang]}`,
  `/${LEGAL[lang]}`,
  '/blog',
  '/contactez-nous',
  '/candidature-spontanee',
  '/espace-coworking',
  '/demande-envoyee',
  '/nos-filiales',
  '/nos-offres',
  '/une-journee-chez-dav',
  '/cette-page-n-existe-pas',
];
const LISTS = ['/blog', '/nos-filiales', '/nos-offres', '/une-journee-chez-dav'];

/** What an AAA page owes its visitor beyond axe's rules. */
async function expectAAAPage(page: Page) {
  await expectAccessibleAAA(page);
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const link of document.querySelectorAll('a[href]')) {
      if (!visible(link) || !(link.textContent ?? '').trim()) continue;
      if (!getComputedStyle(link).textDecorationLine.includes('underline'))
        found.push(`not underlined: ${name(link)}`);
    }
    const targets = document.querySelectorAll(
      'button, select, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), header a, nav a, footer a',
    );
    for (const target of targets) {
      if (!visible(target)) continue;
      const box = target.getBoundingClientRect();
      if (box.width < 43.5 || box.height < 43.5)
        found.push(`target ${Math.round(box.width)}×${Math.round(box.height)}: ${name(target)}`);
    }
    for (const animation of document.getAnimations()) {
      const { duration } = animation.effect!.getComputedTiming();
      if (typeof duration === 'number' && duration > 1) found.push(`animation of ${duration} ms`);
    }
    for (const video of document.querySelectorAll('video'))
      if (!video.paused) found.push('a video plays by itself');
    return found;
  });
  expect(problems).toEqual([]);
}

for (const { code, lang } of HOSTS) {
  test.describe(`${code}, the AAA version`, () => {
    for (const path of screens(lang)) {
      test(`${path} passes AAA`, async ({ page }) => {
        await page.goto(siteUrl(code, path));
        await expect(page.locator('html')).toHaveAttribute('data-a11y', '');
        await expectAAAPage(page);
      });
    }

    for (const list of LISTS) {
      test(`a ${list} detail passes AAA`, async ({ page }) => {
        await page.goto(siteUrl(code, list));
        const href = await page.locator(`main a[href^="${list}/"]`).first().getAttribute('href');
        await page.goto(siteUrl(code, href!));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAAAPage(page);
      });
    }
  });
}

test.describe('the link to the accessible version', () => {
  for (const [from, to, path] of [
    ['fr', 'ay-fr', `/${ABOUT.fr}`],
    ['en', 'ay-en', `/${ABOUT.en}`],
    ['es', 'ay-en', `/${ABOUT.en}`],
    ['de', 'ay-en', `/${ABOUT.en}`],
  ] as const) {
    test(`${from} links to ${to}, the same page`, async ({ page }) => {
      await page.goto(siteUrl(from, `/${ABOUT[from]}`));
      const link = page.getByRole('contentinfo').locator('a[data-accessible-version]');
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', siteUrl(to, path));
      await link.click();
      await expect(page).toHaveURL(siteUrl(to, path));
      await expect(page.locator('html')).toHaveAttribute('data-a11y', '');
      // There, it is not offered again.
      await expect(page.getByRole('contentinfo').locator('a[data-accessible-version]')).toBeHidden();
    });
  }
});

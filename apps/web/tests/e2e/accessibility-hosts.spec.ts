import type { Page } from '@playwright/test';
import type { PostListResponse, PostResponse } from '@dav/contract';
import { ABOUT, cmsJson, expect, expectAccessibleAAA, LEGAL, settle, siteUrl, test } from '../fixtures';

/**
 * docs/product.md#domains-and-languages: `ay-fr` and `ay-en` are the AAA version of the site.
 * Axe's AAA rules, links underlined, targets of 44 × 44 px, nothing moving or playing by itself:
 * every template on `ay-fr`; on `ay-en`, which renders the same templates with English texts,
 * the home page, a content page, a form and the offers list and detail, where longer texts
 * could change a target's size.
 */
const HOSTS = [
  { code: 'ay-fr', lang: 'fr', sample: null },
  { code: 'ay-en', lang: 'en', sample: ['/', `/${ABOUT.en}`, '/contactez-nous', '/nos-offres'] },
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
const sampled = (paths: string[], sample: readonly string[] | null) =>
  sample ? paths.filter((path) => sample.includes(path)) : paths;

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
      const { duration, delay, iterations } = animation.effect!.getComputedTiming();
      if (typeof duration === 'number' && duration > 1) found.push(`animation of ${duration} ms`);
      if (delay && delay > 0) found.push(`animation delayed by ${delay} ms`);
      if (iterations === Infinity) found.push('an endless animation');
    }
    for (const el of document.querySelectorAll('*'))
      if (getComputedStyle(el).scrollBehavior === 'smooth') found.push(`smooth scrolling: ${name(el)}`);
    for (const video of document.querySelectorAll('video'))
      if (!video.paused) found.push('a video plays by itself');
    return found;
  });
  expect(problems).toEqual([]);
}

for (const { code, lang, sample } of HOSTS) {
  test.describe(`${code}, the AAA version`, () => {
    for (const path of sampled(screens(lang), sample)) {
      test(`${path} passes AAA`, async ({ page }) => {
        await page.goto(siteUrl(code, path));
        await expect(page.locator('html')).toHaveAttribute('data-a11y', '');
        await expectAAAPage(page);
      });
    }

    for (const list of sampled(LISTS, sample)) {
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

test.describe('the link back to the standard version', () => {
  for (const [from, to, path] of [
    ['ay-fr', 'fr', `/${ABOUT.fr}`],
    ['ay-en', 'en', `/${ABOUT.en}`],
    ['ay-fr', 'fr', '/contactez-nous'],
  ] as const) {
    test(`${from} links to ${to}, the same page: ${path}`, async ({ page }) => {
      await page.goto(siteUrl(from, path));
      const link = page.getByRole('contentinfo').locator('a[data-standard-version]');
      await expect(link).toHaveText(
        to === 'fr' ? 'Version standard du site' : 'Standard version of the site',
      );
      await expect(link).toHaveAttribute('href', siteUrl(to, path));
      await expect(link).toHaveAttribute('hreflang', to);
      await expectAAAPage(page);
      await link.click();
      await expect(page).toHaveURL(siteUrl(to, path));
      await expect(page.locator('html')).not.toHaveAttribute('data-a11y');
      // There, the way back to the accessible version, and no standard link.
      await expect(page.getByRole('contentinfo').locator('a[data-accessible-version]')).toHaveAttribute(
        'href',
        siteUrl(from, path),
      );
      await expect(page.getByRole('contentinfo').locator('a[data-standard-version]')).toHaveCount(0);
    });
  }
});

test.describe('nothing moves or plays by itself on ay-fr', () => {
  test('the video waits to be played, and its controls never hide by themselves', async ({ page }) => {
    await page.clock.install();
    await page.goto(siteUrl('ay-fr', `/${ABOUT.fr}`));
    const gallery = page.getByRole('region', { name: 'En images' });
    await gallery.getByRole('button', { name: /^Voir la vidéo : / }).click();
    const dialog = page.getByRole('dialog');
    const player = dialog.locator('[data-state]');
    const video = dialog.locator('video');
    await page.clock.runFor(1000);
    await expect(player).toHaveAttribute('data-state', 'paused');
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay || !v.paused)).toBe(false);
    await expectAAAPage(page);
    // Played with the mouse, then the mouse still for well past the main hosts' 1.5 s.
    await video.evaluate((v: HTMLVideoElement) => {
      v.loop = true;
    });
    const box = (await player.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await dialog.getByRole('button', { name: 'Lire la vidéo' }).click();
    await expect(player).toHaveAttribute('data-state', 'playing');
    await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 3);
    await page.clock.runFor(3000);
    await expect(player).toHaveAttribute('data-controls', 'shown');
    await expect(dialog.getByRole('button', { name: 'Mettre en pause' })).toBeVisible();
  });

  test('the know-more strip stays where it is until moved, and moves without animation', async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 900 });
    await page.clock.install();
    const { items } = await cmsJson<PostListResponse>('/wp-json/api/fr/posts?order=asc&page=1');
    const candidates = await Promise.all(
      items.map((card) => cmsJson<PostResponse>(`/wp-json/api/fr/posts/${card.slug}`)),
    );
    const post = candidates.find((p) => p.related.length === 3)!;
    await page.goto(siteUrl('ay-fr', `/blog/${post.slug}`));
    const strip = page.getByRole('region', { name: 'À lire aussi' });
    const track = strip.getByRole('list');
    const scrolled = () => track.evaluate((el) => Math.round(el.scrollLeft));
    expect(await scrolled()).toBe(0);
    await page.clock.runFor(3000);
    await settle(page);
    expect(await scrolled()).toBe(0);
    await expectAAAPage(page);
    // A step asked for is there at once: no smooth scroll to wait for.
    await strip.getByRole('button', { name: 'Suivant' }).click();
    const moved = await scrolled();
    expect(moved).toBeGreaterThan(0);
    expect(await track.evaluate((el) => getComputedStyle(el).scrollBehavior)).toBe('auto');
    await settle(page);
    expect(await scrolled()).toBe(moved);
  });
});

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

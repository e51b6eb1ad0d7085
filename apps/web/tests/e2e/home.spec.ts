import type { Block, PageResponse } from '@dav/contract';
import { createStaff, logIn } from '../admin';
import { adminAuth, CMS_URL, cmsJson, expect, expectAccessible, siteUrl, test } from '../fixtures';

/** The home page (docs/product.md#home): the mascot's greeting, the name prompt, the entry points. */

type Of<K extends Block['blockType']> = Extract<Block, { blockType: K }>;

async function homeBlocks(code: 'fr' | 'en') {
  const home = await cmsJson<PageResponse>(`/wp-json/api/${code}/page/home`);
  const find = <K extends Block['blockType']>(type: K) => {
    const block = home.content.find((b) => b.blockType === type);
    if (!block) throw new Error(`no ${type} block on the ${code} home page`);
    return block as Of<K>;
  };
  return { mascot: find('mascot'), prompt: find('namePrompt'), entries: find('entryPoints') };
}

for (const code of ['fr', 'en'] as const) {
  test.describe(`home (${code})`, () => {
    test('the greeting: the mascot picture first, its messages, the clear header', async ({ page }) => {
      const { mascot } = await homeBlocks(code);
      const response = await page.goto(siteUrl(code, '/'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('header[data-home]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mascot.greetings[0]!);
      for (const message of mascot.greetings.slice(1)) await expect(page.getByText(message)).toBeVisible();

      const pose = page.getByRole('img', { name: mascot.images[0]!.alt });
      await expect(pose).toBeVisible();
      await expect(pose).toHaveAttribute('width', String(mascot.images[0]!.width));
      await expect(pose).toHaveAttribute('height', String(mascot.images[0]!.height));
      await expect(pose).toHaveAttribute('fetchpriority', 'high');
      await expect(pose).toHaveAttribute('loading', 'eager');
      await expect(
        page.locator(`head link[rel="preload"][as="image"][href="${mascot.images[0]!.url}"]`),
      ).toHaveCount(1);
      // The second pose is decoration: never a second announced picture.
      await expect(page.getByRole('main').getByRole('img', { name: /Dav/ })).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: /ariane|breadcrumb/i })).toHaveCount(0);
      await expectAccessible(page);
    });

    test('the five entry points: a named list of links, each to a page that exists', async ({ page }) => {
      const { entries } = await homeBlocks(code);
      expect(entries.entries).toHaveLength(5);
      await page.goto(siteUrl(code, '/'));
      const list = page.getByRole('list', {
        name: code === 'fr' ? 'Par où commencer ?' : 'Where shall we start?',
      });
      await expect(list.getByRole('listitem')).toHaveCount(5);
      for (const entry of entries.entries) {
        await expect(list.getByRole('link', { name: entry.title, exact: true })).toHaveAttribute(
          'href',
          entry.url,
        );
      }
      // Card pictures are decoration: the title names the link.
      await expect(list.locator('img')).toHaveCount(entries.entries.filter((e) => e.image).length);
      for (const img of await list.locator('img').all()) await expect(img).toHaveAttribute('alt', '');
      // A card is a link: a click anywhere on it follows it.
      const first = entries.entries[0]!;
      await list.getByRole('listitem').first().click();
      await expect(page).toHaveURL(siteUrl(code, first.url));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      for (const entry of entries.entries) {
        const response = await page.goto(siteUrl(code, entry.url));
        expect(response?.status(), `${entry.kind} → ${entry.url}`).toBe(200);
      }
    });

    test('every link of the header, the menu and the footer leads to a page', async ({ page }) => {
      await page.goto(siteUrl(code, '/'));
      await page.getByRole('button', { name: code === 'fr' ? 'Ouvrir le menu' : 'Open the menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      const hrefs = await page.$$eval('header a[href], footer a[href], dialog a[href]', (links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      const paths = [
        ...new Set(
          hrefs
            .filter((href) => href.startsWith('/') && !href.startsWith('/api/'))
            .map((href) => href.split('#')[0]!),
        ),
      ];
      // The footer alone links to offers, applications, the day at DAV, coworking and contact.
      expect(paths.length).toBeGreaterThan(8);
      expect(paths).toContain('/une-journee-chez-dav');
      for (const path of paths) {
        const response = await page.goto(siteUrl(code, path || '/'));
        expect(response?.status(), path).toBe(200);
      }
    });
  });
}

// One language: the prompt and the greeting's motion are the same code on every host (each
// host's own greeting and links are read above).
test.describe('home (fr), the same on every host', () => {
  const code = 'fr';
  test('the name prompt by keyboard: type a name, Enter, the mascot’s chat opens with it; never in a URL', async ({
    page,
  }) => {
    const { prompt, mascot } = await homeBlocks(code);
    await page.goto(siteUrl(code, '/'));
    const input = page.getByRole('textbox', { name: prompt.label });
    if (prompt.placeholder) await expect(input).toHaveAttribute('placeholder', prompt.placeholder);
    // Nothing typed here can travel in a URL: the input has no name, the form goes to the hash.
    await expect(input).not.toHaveAttribute('name');
    await expect(page.locator('form[data-assistant-prompt]')).toHaveAttribute('action', `#${mascot.name}`);
    await input.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: prompt.buttonLabel })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(input).toBeFocused();
    const name = 'Zoé <b>bold</b><img src=x onerror=alert(1)>';
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    const chat = page.getByRole('dialog', { name: 'Discussion avec Dav' });
    await expect(chat).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#${mascot.name}$`));
    expect(page.url()).not.toContain('Zo');
    // After the greeting, the name is the visitor's answer, its markup stripped, never rendered.
    await expect(chat.locator('[data-author="visitor"]', { hasText: 'Zoé bold' })).toBeVisible();
    await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('reduced motion: the messages arrive without their entrance', async ({ page }) => {
    const { mascot } = await homeBlocks(code);
    // The demo greets with two messages: the second one settles into place.
    const later = mascot.greetings[1];
    expect(later).toBeDefined();
    const animation = () => page.getByText(later!).evaluate((el) => getComputedStyle(el).animationName);
    await page.goto(siteUrl(code, '/'));
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl(code, '/'));
    expect(await animation()).toBe('none');
    await expect(page.getByText(later!)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('home layout', () => {
  test('375 px: nothing overflows; 1280 px: the greeting beside the mascot, the five cards in a row', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(siteUrl('fr', '/'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('fr', '/'));
    const tops = await page
      .getByRole('list', { name: 'Par où commencer ?' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const pose = await page.getByRole('main').getByRole('img').first().boundingBox();
    expect(heading!.x).toBeGreaterThan(pose!.x + pose!.width);
    await expectAccessible(page);
  });

  test('the script variant shows the home content alone', async ({ page }) => {
    const response = await page.goto(siteUrl('en', '/script'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'And you, what’s your name?' })).toBeVisible();
  });
});

test.describe('home blocks in the admin', () => {
  test('an editor finds them on the home page, and is not offered them on another page', async ({ page }) => {
    const headers = await adminAuth();
    const pageId = async (slug: string) => {
      const res = await fetch(`${CMS_URL}/api/pages?where[slug][equals]=${slug}&locale=fr&depth=0`, {
        headers,
      });
      return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id;
    };
    await logIn(page, await createStaff('editor'));
    await page.goto(`${CMS_URL}/admin/collections/pages/${await pageId('home')}`);
    for (const block of ['Mascotte', 'Demande du prénom', 'Points d’entrée']) {
      await expect(page.getByText(block, { exact: true }).first()).toBeVisible();
    }
    await expect(page.locator('input[name$=".name"]').first()).toHaveValue('Dav');

    await page.goto(`${CMS_URL}/admin/collections/pages/${await pageId('qui-sommes-nous')}`);
    await page.locator('.blocks-field__drawer-toggler').first().click();
    await expect(page.getByText('Bandeau', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('Mascotte', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Points d’entrée', { exact: true })).toHaveCount(0);
  });
});

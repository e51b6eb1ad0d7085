import type { Locator, Page } from '@playwright/test';
import { ABOUT, expect, expectAccessible, siteUrl, test } from '../fixtures';

/** The about page's gallery (apps/cms/src/seed/content/about.ts): two images around the demo video. */
const TEXT = {
  fr: {
    gallery: 'En images',
    openImage: /^Agrandir l’image : /,
    openVideo: /^Voir la vidéo : /,
    close: 'Fermer',
    play: 'Lire la vidéo',
    pause: 'Mettre en pause',
    captionsOn: 'Afficher les sous-titres',
  },
} as const;

async function openAbout(page: Page, code: 'fr') {
  await page.goto(siteUrl(code, `/${ABOUT[code]}`));
  const gallery = page.getByRole('region', { name: TEXT[code].gallery });
  await expect(gallery.getByRole('button')).toHaveCount(3);
  return gallery;
}

/** Opens a thumbnail with the keyboard (focus, Enter) and returns the dialog. */
async function openWithKeyboard(page: Page, thumb: Locator) {
  await thumb.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const videoOf = (dialog: Locator) => dialog.locator('video');

/** Records, in the page, what gets focus from now on and when (timing measured by the browser). */
async function recordFocus(page: Page) {
  await page.evaluate(() => {
    const log: { tag: string; at: number }[] = [];
    (window as unknown as { focusLog: typeof log }).focusLog = log;
    document.addEventListener('focusin', (event) =>
      log.push({ tag: (event.target as Element).tagName, at: performance.now() }),
    );
  });
}
const focusTimeline = (page: Page) =>
  page.evaluate(() => (window as unknown as { focusLog: { tag: string; at: number }[] }).focusLog);

// One language: the modal and the player are the same code on every host; their English strings
// are read in the player's component test (tests/component/video-player.test.tsx).
for (const code of ['fr'] as const) {
  const text = TEXT[code];

  test(`${code}: an image opens in the modal from the keyboard; focus waits 600 ms; Escape returns it`, async ({
    page,
  }) => {
    const gallery = await openAbout(page, code);
    await expectAccessible(page);
    const thumb = gallery.getByRole('button', { name: text.openImage }).first();
    await recordFocus(page);
    const dialog = await openWithKeyboard(page, thumb);
    // The dialog holds focus while it rises in, then the close button gets it 600 ms later.
    await expect(dialog.getByRole('button', { name: text.close })).toBeFocused();
    const focus = await focusTimeline(page);
    const opened = focus.findIndex((f) => f.tag === 'DIALOG');
    expect(focus.slice(opened).map((f) => f.tag)).toEqual(['DIALOG', 'BUTTON']);
    expect(focus[opened + 1]!.at - focus[opened]!.at).toBeGreaterThanOrEqual(550);
    const image = dialog.getByRole('img');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog).toHaveAccessibleName((await image.getAttribute('alt'))!);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  // The player's every control is a component test (tests/component/video-player.test.tsx); here,
  // what crosses both apps: the CMS's video and its captions in the host's language, in the modal.
  test(`${code}: the video opens from the gallery, plays with the CMS's French captions, and Escape returns focus`, async ({
    page,
  }) => {
    const gallery = await openAbout(page, code);
    const thumb = gallery.getByRole('button', { name: text.openVideo });
    const dialog = await openWithKeyboard(page, thumb);
    const player = dialog.locator('[data-state]');
    const video = videoOf(dialog);
    await expect(player).toHaveAttribute('data-state', 'paused');
    await expect(video).not.toHaveAttribute('controls');
    await dialog.getByRole('button', { name: text.play }).click();
    await expect(player).toHaveAttribute('data-state', 'playing');
    await dialog.getByRole('button', { name: text.pause }).click();
    await expect(player).toHaveAttribute('data-state', 'paused');
    await dialog.getByRole('button', { name: text.captionsOn }).click();
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => {
          const track = v.textTracks[0];
          return track ? `${track.mode} ${track.language} ${track.cues?.length ?? 0}` : 'none';
        }),
      )
      .toBe(`showing ${code} 2`);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });
}

test('fr: with reduced motion, focus moves in at once and nothing plays by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const gallery = await openAbout(page, 'fr');
  const thumb = gallery.getByRole('button', { name: TEXT.fr.openVideo });
  const dialog = await openWithKeyboard(page, thumb);
  await expect(dialog.getByRole('button', { name: TEXT.fr.close })).toBeFocused({ timeout: 300 });
  const player = dialog.locator('[data-state]');
  await page.clock.runFor(700);
  await expect(player).toHaveAttribute('data-state', 'paused');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: TEXT.fr.close }).click();
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();
});

test('fr: without JavaScript, a thumbnail is a link to the file, which the browser plays itself', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
  const gallery = page.getByRole('region', { name: TEXT.fr.gallery });
  const video = gallery.getByRole('link', { name: TEXT.fr.openVideo });
  await expect(video).toHaveAttribute('href', '/api/media/file/dav-demo.webm');
  await expect(gallery.getByRole('link', { name: TEXT.fr.openImage })).toHaveCount(2);
  // No axe scan here: axe runs as a script in the page. The same page with JavaScript is scanned above.
  await context.close();
});

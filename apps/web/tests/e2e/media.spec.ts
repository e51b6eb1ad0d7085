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
    mute: 'Couper le son',
    unmute: 'Rétablir le son',
    captionsOn: 'Afficher les sous-titres',
    captionsOff: 'Masquer les sous-titres',
    fullscreen: 'Plein écran',
    exitFullscreen: 'Quitter le plein écran',
    seek: 'Position dans la vidéo',
    end: '0:04 sur 0:04',
  },
  en: {
    gallery: 'In pictures',
    openImage: /^Enlarge the picture: /,
    openVideo: /^Watch the video: /,
    close: 'Close',
    play: 'Play',
    pause: 'Pause',
    mute: 'Mute',
    unmute: 'Unmute',
    captionsOn: 'Show captions',
    captionsOff: 'Hide captions',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    seek: 'Position in the video',
    end: '0:04 of 0:04',
  },
} as const;

const VIDEO_FILE = '**/api/media/file/dav-demo.webm';

async function openAbout(page: Page, code: 'fr' | 'en') {
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

for (const code of ['fr', 'en'] as const) {
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

  test(`${code}: the video plays, pauses, mutes, shows captions, goes full screen and ends`, async ({
    page,
  }) => {
    await page.clock.install();
    const gallery = await openAbout(page, code);
    const thumb = gallery.getByRole('button', { name: text.openVideo });
    const dialog = await openWithKeyboard(page, thumb);
    const player = dialog.locator('[data-state]');
    const video = videoOf(dialog);
    await expect(player).toHaveAttribute('data-state', 'paused');
    // Our controls replaced the native ones; nothing starts on its own.
    await expect(video).not.toHaveAttribute('controls');
    await expect(dialog.getByRole('button', { name: text.play })).toBeVisible();
    await page.clock.runFor(700);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: text.play }).click();
    await expect(player).toHaveAttribute('data-state', 'playing');
    // Paused at once: the clip lasts a few seconds, and a scan on a loaded machine can outlast it.
    await dialog.getByRole('button', { name: text.pause }).click();
    await expect(player).toHaveAttribute('data-state', 'paused');
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: text.mute }).click();
    await expect(player).toHaveAttribute('data-muted', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text.unmute }).click();
    await expect(player).not.toHaveAttribute('data-muted');

    await dialog.getByRole('button', { name: text.captionsOn }).click();
    await expect(player).toHaveAttribute('data-captions', 'on');
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => {
          const track = v.textTracks[0];
          return track ? `${track.mode} ${track.language} ${track.cues?.length ?? 0}` : 'none';
        }),
      )
      .toBe(`showing ${code} 2`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text.captionsOff }).click();
    await expect(player).toHaveAttribute('data-captions', 'off');

    await dialog.getByRole('button', { name: text.fullscreen }).click();
    await expect(player).toHaveAttribute('data-fullscreen', '');
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('role'))).toBe('group');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text.exitFullscreen }).click();
    await expect(player).not.toHaveAttribute('data-fullscreen');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    // Seek to the end while playing: the end.
    await dialog.getByRole('button', { name: text.play }).click();
    await expect(player).toHaveAttribute('data-state', 'playing');
    const seek = dialog.getByRole('slider', { name: text.seek });
    await seek.focus();
    await page.keyboard.press('End');
    await expect(player).toHaveAttribute('data-state', 'ended');
    await expect(seek).toHaveAttribute('aria-valuetext', text.end);
    await expect(dialog.getByRole('button', { name: text.play })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });
}

test('fr: while the video waits for data it says so, then plays', async ({ page }) => {
  // Hold the video's bytes back 4 s: playing before any data is waiting (buffering).
  await page.route(VIDEO_FILE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue().catch(() => {});
  });
  const gallery = await openAbout(page, 'fr');
  const dialog = await openWithKeyboard(page, gallery.getByRole('button', { name: TEXT.fr.openVideo }));
  const player = dialog.locator('[data-state]');
  await dialog.getByRole('button', { name: TEXT.fr.play }).click();
  await expect(player).toHaveAttribute('data-state', 'waiting');
  // Still "pause": the visitor asked to play.
  await expect(dialog.getByRole('button', { name: TEXT.fr.pause })).toBeVisible();
  await expectAccessible(page);
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
});

test('en: the controls hide after 1.5 s without mouse movement, come back on a move, stay with keyboard focus', async ({
  page,
}) => {
  // The 1.5 s is the subject: the page's clock stands still once the video is open (a busy
  // machine's real time would otherwise run past it between two steps) and is run through it.
  const start = Date.now();
  await page.clock.install({ time: start });
  const gallery = await openAbout(page, 'en');
  await gallery.getByRole('button', { name: TEXT.en.openVideo }).click();
  const dialog = page.getByRole('dialog');
  const player = dialog.locator('[data-state]');
  const video = videoOf(dialog);
  await expect(player).toHaveAttribute('data-controls', 'shown');
  // Long enough for the timings below: the 4 s video loops.
  await video.evaluate((v: HTMLVideoElement) => {
    v.loop = true;
  });
  await page.clock.pauseAt(start + 60_000);
  const box = (await player.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await dialog.getByRole('button', { name: TEXT.en.play }).click();
  await expect(player).toHaveAttribute('data-state', 'playing');
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 3);
  await page.clock.runFor(1000);
  await expect(player).toHaveAttribute('data-controls', 'shown');
  await page.clock.runFor(600);
  await expect(player).toHaveAttribute('data-controls', 'hidden');
  // axe runs on the page's timers: the clock runs for the scan, then stands still again.
  await page.clock.resume();
  await expectAccessible(page);
  await page.clock.pauseAt(start + 120_000);
  await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 3 + 10);
  await expect(player).toHaveAttribute('data-controls', 'shown');

  // A control focused by keyboard keeps them, mouse idle or not.
  await dialog.getByRole('slider', { name: TEXT.en.seek }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: TEXT.en.pause })).toBeFocused();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3 + 20);
  await page.clock.runFor(2200);
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect(player).toHaveAttribute('data-controls', 'shown');

  // Paused: never hidden.
  await page.keyboard.press('Enter');
  await expect(player).toHaveAttribute('data-state', 'paused');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.clock.runFor(2000);
  await expect(player).toHaveAttribute('data-controls', 'shown');
});

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

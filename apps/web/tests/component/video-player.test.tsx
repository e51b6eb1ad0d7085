import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VIDEO_CONTROLS_IDLE_MS } from '@dav/rules';
import { mediaStrings } from '@/components/media-gallery/media-strings';
import { VideoPlayer, type VideoPlayerStrings } from '@/components/video-player/video-player.client';
// The seeded demo video (4 s, WebM), served by the test's own server.
import demoVideo from '../../../cms/src/seed/files/dav-demo.webm?url';
import { expectAccessible, shippedStrings } from './support';

/** The player's strings as the pages pass them (`media.*`). */
const strings: VideoPlayerStrings = mediaStrings(shippedStrings('en')).player;
/** Two cues, as the seed's captions files (apps/cms/src/seed/content/video.ts). */
const captionsUrl = URL.createObjectURL(
  new Blob(
    [
      'WEBVTT\n\n00:00.000 --> 00:02.000\n[Soft steady tone] A square sets off.\n\n00:02.000 --> 00:04.000\nThe yellow band moves to the end.\n',
    ],
    { type: 'text/vtt' },
  ),
);

function Player({ src = demoVideo }: { src?: string }) {
  return (
    <main>
      <VideoPlayer
        src={src}
        mimeType="video/webm"
        label="The demo video"
        poster={null}
        captions={{ url: captionsUrl, lang: 'en', label: 'English' }}
        strings={strings}
      />
    </main>
  );
}

const player = () => page.getByRole('group', { name: 'The demo video' });
const video = () => document.querySelector('video')!;
/** After React has rendered what the last event changed (its scheduler runs on a message, then a frame). */
const rendered = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => requestAnimationFrame(() => resolve());
    channel.port2.postMessage(0);
  });
const button = (name: string) => page.getByRole('button', { name, exact: true });

afterEach(() => {
  vi.useRealTimers();
});

describe('the video player (docs/product.md#shell-overlays)', () => {
  it('plays, pauses, mutes, shows captions, goes full screen and ends, accessible in each state', async () => {
    await render(<Player />);
    // Our controls replaced the native ones; nothing starts on its own.
    await expect.element(player()).toHaveAttribute('data-state', 'paused');
    expect(video().controls).toBe(false);
    await expectAccessible();

    await button(strings.play).click();
    await expect.element(player()).toHaveAttribute('data-state', 'playing');
    await button(strings.pause).click();
    await expect.element(player()).toHaveAttribute('data-state', 'paused');
    expect(video().currentTime).toBeGreaterThan(0);
    await expectAccessible();

    await button(strings.mute).click();
    await expect.element(player()).toHaveAttribute('data-muted', '');
    expect(video().muted).toBe(true);
    await button(strings.unmute).click();
    await expect.element(player()).not.toHaveAttribute('data-muted');
    expect(video().muted).toBe(false);

    await button(strings.captionsOn).click();
    await expect.element(player()).toHaveAttribute('data-captions', 'on');
    await expect
      .poll(() => {
        const track = video().textTracks[0];
        return track ? `${track.mode} ${track.language} ${track.cues?.length ?? 0}` : 'none';
      })
      .toBe('showing en 2');
    await expectAccessible();
    await button(strings.captionsOff).click();
    await expect.element(player()).toHaveAttribute('data-captions', 'off');
    expect(video().textTracks[0]!.mode).not.toBe('showing');

    await button(strings.fullscreenEnter).click();
    await expect.element(player()).toHaveAttribute('data-fullscreen', '');
    expect(document.fullscreenElement?.getAttribute('role')).toBe('group');
    await expectAccessible();
    await button(strings.fullscreenExit).click();
    await expect.element(player()).not.toHaveAttribute('data-fullscreen');
    await expect.poll(() => document.fullscreenElement).toBeNull();

    // Seek to the end while playing: the end, and Play again.
    await button(strings.play).click();
    await expect.element(player()).toHaveAttribute('data-state', 'playing');
    const seek = page.getByRole('slider', { name: strings.seek });
    (seek.element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await expect.element(player()).toHaveAttribute('data-state', 'ended');
    await expect.element(seek).toHaveAttribute('aria-valuetext', '0:04 of 0:04');
    await expect.element(button(strings.play)).toBeVisible();
    await expectAccessible();
  });

  it('while the video waits for data it says so, then plays', async () => {
    // The test server holds these bytes back 2 s (vitest.config.ts, `slowFiles`).
    await render(<Player src={`/__slow${demoVideo}`} />);
    await button(strings.play).click();
    await expect.element(player()).toHaveAttribute('data-state', 'waiting');
    // Still "pause": the visitor asked to play.
    await expect.element(button(strings.pause)).toBeVisible();
    await expectAccessible();
    await expect.element(player(), { timeout: 10_000 }).toHaveAttribute('data-state', 'playing');
  });

  it(`the controls hide after ${VIDEO_CONTROLS_IDLE_MS} ms without mouse movement, come back on a move, stay with keyboard focus`, async () => {
    await render(<Player />);
    await expect.element(player()).toHaveAttribute('data-controls', 'shown');
    video().loop = true; // long enough for the steps below: the 4 s video loops
    await button(strings.play).click();
    await expect.element(player()).toHaveAttribute('data-state', 'playing');
    // The 1.5 s is the subject: the clock stands still and is run through it by hand (expect.element
    // polls on timers, so the state is read once React has rendered).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const controls = async () => {
      await rendered();
      return player().element().getAttribute('data-controls');
    };
    await userEvent.hover(player(), { position: { x: 40, y: 30 } });
    vi.advanceTimersByTime(VIDEO_CONTROLS_IDLE_MS - 500);
    expect(await controls()).toBe('shown');
    vi.advanceTimersByTime(600);
    expect(await controls()).toBe('hidden');
    await userEvent.hover(player(), { position: { x: 60, y: 40 } });
    expect(await controls()).toBe('shown');

    // A control focused by keyboard keeps them, mouse idle or not.
    (page.getByRole('slider', { name: strings.seek }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(button(strings.pause).element());
    await userEvent.hover(player(), { position: { x: 40, y: 50 } });
    vi.advanceTimersByTime(VIDEO_CONTROLS_IDLE_MS + 700);
    expect(await controls()).toBe('shown');
    expect(player().element().getAttribute('data-state')).toBe('playing');

    // Paused: never hidden.
    await userEvent.keyboard('{Enter}');
    await rendered();
    expect(player().element().getAttribute('data-state')).toBe('paused');
    (document.activeElement as HTMLElement).blur();
    await userEvent.hover(player(), { position: { x: 40, y: 30 } });
    vi.advanceTimersByTime(VIDEO_CONTROLS_IDLE_MS + 500);
    expect(await controls()).toBe('shown');
    vi.useRealTimers();
    await expectAccessible();
  });
});

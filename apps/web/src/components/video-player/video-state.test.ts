import { describe, expect, it } from 'vitest';
import { VIDEO_CONTROLS_IDLE_MS } from '@dav/rules';
import {
  controlsHidden,
  controlsMayHide,
  fillTemplate,
  formatTime,
  mayAutoplay,
  nextPlaybackState,
  SEEK_STEP_S,
  seekKeyTarget,
  seekValueText,
  type PlaybackState,
} from './video-state';

const playing = { paused: false, ended: false };
const paused = { paused: true, ended: false };
const ended = { paused: true, ended: true };

describe('nextPlaybackState', () => {
  it.each<[PlaybackState, Parameters<typeof nextPlaybackState>[1], typeof playing, PlaybackState]>([
    ['paused', 'play', playing, 'playing'],
    ['paused', 'playing', playing, 'playing'],
    ['playing', 'pause', paused, 'paused'],
    ['playing', 'waiting', playing, 'waiting'],
    ['playing', 'stalled', playing, 'waiting'],
    ['waiting', 'playing', playing, 'playing'],
    ['waiting', 'canplay', playing, 'playing'],
    ['waiting', 'seeked', playing, 'waiting'],
    ['waiting', 'pause', paused, 'paused'],
    ['paused', 'waiting', paused, 'paused'],
    ['waiting', 'waiting', paused, 'paused'],
    ['playing', 'pause', ended, 'ended'],
    ['playing', 'ended', ended, 'ended'],
    ['ended', 'seeked', paused, 'paused'],
    ['ended', 'play', playing, 'playing'],
    ['playing', 'seeked', playing, 'playing'],
    ['playing', 'emptied', paused, 'paused'],
  ])('%s + %s → %s', (state, event, media, expected) => {
    expect(nextPlaybackState(state, event, media)).toBe(expected);
  });
});

describe('controls auto-hide', () => {
  const base = { state: 'playing' as const, pointerType: 'mouse', focusWithin: false, accessibleSite: false };

  it(`hides after ${VIDEO_CONTROLS_IDLE_MS} ms without mouse movement while playing, focus outside`, () => {
    expect(VIDEO_CONTROLS_IDLE_MS).toBe(1500);
    expect(controlsHidden({ ...base, idleMs: 1499 })).toBe(false);
    expect(controlsHidden({ ...base, idleMs: 1500 })).toBe(true);
    expect(controlsHidden({ ...base, idleMs: 10_000 })).toBe(true);
  });

  it('never hides on touch or a pen, with focus inside, paused, ended or buffering, nor on an ay- host', () => {
    for (const context of [
      { ...base, pointerType: 'touch' },
      { ...base, pointerType: 'pen' },
      { ...base, pointerType: null },
      { ...base, focusWithin: true },
      { ...base, state: 'paused' as const },
      { ...base, state: 'ended' as const },
      { ...base, state: 'waiting' as const },
      { ...base, accessibleSite: true },
    ]) {
      expect(controlsMayHide(context)).toBe(false);
      expect(controlsHidden({ ...context, idleMs: 60_000 })).toBe(false);
    }
  });
});

describe('mayAutoplay', () => {
  it('autoplays (muted) only when asked, off accessibility hosts and without reduced motion', () => {
    expect(mayAutoplay({ requested: true, accessibleSite: false, reducedMotion: false })).toBe(true);
    expect(mayAutoplay({ requested: false, accessibleSite: false, reducedMotion: false })).toBe(false);
    expect(mayAutoplay({ requested: true, accessibleSite: true, reducedMotion: false })).toBe(false);
    expect(mayAutoplay({ requested: true, accessibleSite: false, reducedMotion: true })).toBe(false);
  });
});

describe('times', () => {
  it.each([
    [0, '0:00'],
    [3.9, '0:03'],
    [4.008, '0:04'],
    [65, '1:05'],
    [3661, '1:01:01'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-2, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it('fills the slider’s value text in the visitor’s language', () => {
    expect(seekValueText('{current} of {total}', 3.2, 4.008)).toBe('0:03 of 0:04');
    expect(seekValueText('{current} sur {total}', 0, Number.NaN)).toBe('0:00 sur 0:00');
    expect(fillTemplate('Voir la vidéo : {alt}', { alt: '<b>x</b>' })).toBe('Voir la vidéo : <b>x</b>');
    expect(fillTemplate('{unknown}', {})).toBe('{unknown}');
  });
});

describe('seekKeyTarget', () => {
  it.each<[string, number | null]>([
    ['ArrowRight', 60 + SEEK_STEP_S],
    ['ArrowUp', 60 + SEEK_STEP_S],
    ['ArrowLeft', 60 - SEEK_STEP_S],
    ['ArrowDown', 60 - SEEK_STEP_S],
    ['Home', 0],
    ['End', 300],
    ['Enter', null],
  ])('%s from 1:00 of 5:00 → %s', (key, target) => {
    expect(seekKeyTarget(key, 60, 300)).toBe(target);
  });
});

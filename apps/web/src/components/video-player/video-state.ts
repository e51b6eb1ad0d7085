import { VIDEO_CONTROLS_IDLE_MS } from '@dav/rules';

/** What the player is doing (docs/product.md#shell-overlays): shown on its wrapper as `data-state`. */
export type PlaybackState = 'paused' | 'playing' | 'waiting' | 'ended';

/** The media element as a state change reads it. */
export interface MediaSnapshot {
  paused: boolean;
  ended: boolean;
}

/** The media events the player listens to. */
export const MEDIA_EVENTS = [
  'play',
  'playing',
  'pause',
  'waiting',
  'stalled',
  'ended',
  'seeked',
  'canplay',
  'emptied',
] as const;
export type MediaEventType = (typeof MEDIA_EVENTS)[number];

/**
 * The next state after a media event. `play` counts as playing at once (the button turns into
 * pause), `waiting` while playing is buffering until `playing` or `canplay` comes; a pause at the
 * end is the end; a seek or new data says again what the element is doing.
 */
export function nextPlaybackState(
  state: PlaybackState,
  event: MediaEventType,
  media: MediaSnapshot,
): PlaybackState {
  switch (event) {
    case 'play':
    case 'playing':
      return 'playing';
    case 'waiting':
    case 'stalled':
      return media.paused ? (media.ended ? 'ended' : state === 'waiting' ? 'paused' : state) : 'waiting';
    case 'ended':
      return 'ended';
    case 'pause':
    case 'seeked':
    case 'canplay':
      return media.ended
        ? 'ended'
        : media.paused
          ? 'paused'
          : state === 'waiting' && event !== 'canplay'
            ? 'waiting'
            : 'playing';
    case 'emptied':
      return 'paused';
  }
}

/** What the auto-hide of the controls depends on. */
export interface ControlsContext {
  state: PlaybackState;
  /** The pointer that moved last over the player: only a mouse lets the controls hide. */
  pointerType: string | null;
  /** Keyboard focus (focus-visible) is inside the player: the controls stay. */
  focusWithin: boolean;
  /** An accessibility host (isAY11): nothing changes by itself, so the controls stay. */
  accessibleSite: boolean;
  /** Milliseconds since the mouse last moved over the player. */
  idleMs: number;
}

/** Whether the controls may hide at all: playing, with a mouse, focus elsewhere, off an accessibility host. */
export function controlsMayHide({
  state,
  pointerType,
  focusWithin,
  accessibleSite,
}: Omit<ControlsContext, 'idleMs'>): boolean {
  return state === 'playing' && pointerType === 'mouse' && !focusWithin && !accessibleSite;
}

/**
 * The controls hide after VIDEO_CONTROLS_IDLE_MS (1.5 s) without mouse movement while playing on a
 * desktop pointer, and never while focus is inside, on touch, paused or ended, or on an
 * accessibility host (WCAG 2.2.1/3.2.5 AAA: no change that the visitor did not ask for).
 */
export function controlsHidden(context: ControlsContext): boolean {
  return controlsMayHide(context) && context.idleMs >= VIDEO_CONTROLS_IDLE_MS;
}

/**
 * Autoplay is only ever muted, and never on an accessibility host (`ay-*`) or with reduced motion.
 */
export function mayAutoplay({
  requested,
  accessibleSite,
  reducedMotion,
}: {
  requested: boolean;
  accessibleSite: boolean;
  reducedMotion: boolean;
}): boolean {
  return requested && !accessibleSite && !reducedMotion;
}

/** Seconds → `m:ss`, or `h:mm:ss` from an hour; unknown (NaN, Infinity) → `0:00`. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Seconds an arrow key moves the seek slider. */
export const SEEK_STEP_S = 5;

/**
 * Where a key sends the seek slider, in seconds (the player clamps it to the video): the arrows
 * move SEEK_STEP_S back or forth, Home and End go to either end; null for any other key.
 */
export function seekKeyTarget(key: string, current: number, duration: number): number | null {
  return key === 'ArrowRight' || key === 'ArrowUp'
    ? current + SEEK_STEP_S
    : key === 'ArrowLeft' || key === 'ArrowDown'
      ? current - SEEK_STEP_S
      : key === 'Home'
        ? 0
        : key === 'End'
          ? duration
          : null;
}

/** `{current} of {total}` (a translation) filled with the two times: the slider's aria-valuetext. */
export function seekValueText(template: string, current: number, duration: number): string {
  return fillTemplate(template, { current: formatTime(current), total: formatTime(duration) });
}

/** `{name}` placeholders of a translated string filled on the client (never as HTML). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

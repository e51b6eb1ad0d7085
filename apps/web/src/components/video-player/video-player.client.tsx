'use client';

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { Captions, Image } from '@dav/contract';
import { VIDEO_CONTROLS_IDLE_MS } from '@dav/rules';
import { readDeviceFlags, useDeviceFlags } from '@/hooks/use-device-flags';
import {
  controlsHidden,
  controlsMayHide,
  formatTime,
  mayAutoplay,
  MEDIA_EVENTS,
  nextPlaybackState,
  seekValueText,
  type PlaybackState,
} from './video-state';
import styles from './video-player.module.css';

export interface VideoPlayerStrings {
  play: string;
  pause: string;
  mute: string;
  unmute: string;
  captionsOn: string;
  captionsOff: string;
  fullscreenEnter: string;
  fullscreenExit: string;
  /** The seek slider's name. */
  seek: string;
  /** `{current} of {total}`: the seek slider's value text. */
  seekValue: string;
  /** The link to the file for a browser that cannot play it. */
  download: string;
}

export interface VideoPlayerProps {
  src: string;
  mimeType: string;
  /** What the video shows: the player's name. */
  label: string;
  poster: Image | null;
  captions: Captions | null;
  strings: VideoPlayerStrings;
  /** Start on its own, muted; never on an accessibility host (isAY11) or with reduced motion. */
  autoPlay?: boolean;
  className?: string;
}

const noSubscription = () => () => {};
/** The Fullscreen API, or iOS Safari's own full screen for a video. */
const fullscreenAvailable = () =>
  document.fullscreenEnabled || 'webkitEnterFullscreen' in HTMLVideoElement.prototype;

/** Seconds an arrow key moves the seek slider. */
const SEEK_STEP_S = 5;

/**
 * The video player (docs/product.md#shell-overlays, SPEC 4). Server-rendered as a native
 * <video controls>, which plays without JavaScript; once hydrated the native controls give way to
 * ours: play/pause, a seek slider, the time, mute, captions (when there is a track) and full
 * screen (the Fullscreen API on the wrapper). The wrapper carries the state for CSS and tests:
 * `data-state` (paused, playing, waiting, ended), `data-muted`, `data-fullscreen`,
 * `data-captions` and `data-controls` (shown, hidden). Buttons say what they will do; nothing
 * is announced in a live region. The controls hide after 1.5 s without mouse movement while
 * playing, never with keyboard focus inside, on touch, paused, or on an accessibility host.
 */
export function VideoPlayer({
  src,
  mimeType,
  label,
  poster,
  captions,
  strings,
  autoPlay = false,
  className,
}: VideoPlayerProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  // False in the server's HTML (native controls), true once hydrated (ours).
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const canFullscreen = useSyncExternalStore(noSubscription, fullscreenAvailable, () => false);
  const [state, setState] = useState<PlaybackState>('paused');
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [pointerType, setPointerType] = useState<string | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [idle, setIdle] = useState(false);
  const lastMove = useRef(0);

  // Hydrated: our controls replace the native ones, and the element's events drive the state.
  useEffect(() => {
    const el = video.current!;
    const sync = () => setTime({ current: el.currentTime, duration: el.duration || 0 });
    const onMedia = (event: Event) =>
      setState((s) => nextPlaybackState(s, event.type as (typeof MEDIA_EVENTS)[number], el));
    const onVolume = () => setMuted(el.muted);
    const onFullscreen = () => setFullscreen(document.fullscreenElement === wrapper.current);
    for (const type of MEDIA_EVENTS) el.addEventListener(type, onMedia);
    for (const type of ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked'])
      el.addEventListener(type, sync);
    el.addEventListener('volumechange', onVolume);
    document.addEventListener('fullscreenchange', onFullscreen);
    // What happened before hydration (metadata loaded, the native controls used).
    const frame = window.requestAnimationFrame(() => {
      sync();
      setMuted(el.muted);
      setState(el.ended ? 'ended' : el.paused ? 'paused' : 'playing');
    });
    const { reducedMotion, isAY11 } = readDeviceFlags();
    if (mayAutoplay({ requested: autoPlay, accessibleSite: isAY11, reducedMotion })) {
      el.muted = true; // never with sound
      el.play().catch(() => {});
    }
    return () => {
      window.cancelAnimationFrame(frame);
      for (const type of MEDIA_EVENTS) el.removeEventListener(type, onMedia);
      for (const type of ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked'])
        el.removeEventListener(type, sync);
      el.removeEventListener('volumechange', onVolume);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [autoPlay]);

  // The idle timer: restarted by each mouse move, and armed when hiding becomes possible (playback
  // starts, focus leaves); what it decides is read when it fires.
  const { isAY11 } = useDeviceFlags();
  const mayHide = controlsMayHide({ state, pointerType, focusWithin, accessibleSite: isAY11 });
  const context = useRef({ state, pointerType, focusWithin, accessibleSite: isAY11 });
  const hideTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    context.current = { state, pointerType, focusWithin, accessibleSite: isAY11 };
  });
  const armHide = (wait: number) => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      const idleMs = Date.now() - lastMove.current;
      setIdle(controlsHidden({ ...context.current, idleMs }));
    }, wait);
  };
  useEffect(() => {
    if (mayHide) armHide(Math.max(0, VIDEO_CONTROLS_IDLE_MS - (Date.now() - lastMove.current)));
    return () => window.clearTimeout(hideTimer.current);
  }, [mayHide]);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    lastMove.current = Date.now();
    setPointerType(event.pointerType);
    setIdle(false);
    if (event.pointerType === 'mouse') armHide(VIDEO_CONTROLS_IDLE_MS);
  };

  // Keyboard focus keeps the controls (a mouse click on a button focuses it too, but shows no ring).
  const keyboardFocus = () => {
    const active = document.activeElement;
    setFocusWithin(!!active && wrapper.current!.contains(active) && active.matches(':focus-visible'));
  };

  const togglePlay = () => {
    const el = video.current!;
    if (el.paused || el.ended) el.play().catch(() => {});
    else el.pause();
  };
  const toggleMute = () => {
    video.current!.muted = !video.current!.muted;
  };
  const toggleCaptions = () => {
    const track = video.current!.textTracks[0];
    if (!track) return;
    track.mode = captionsOn ? 'hidden' : 'showing';
    setCaptionsOn(!captionsOn);
  };
  const toggleFullscreen = () => {
    const el = video.current! as HTMLVideoElement & { webkitEnterFullscreen?: () => void };
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (document.fullscreenEnabled) void wrapper.current!.requestFullscreen().catch(() => {});
    else el.webkitEnterFullscreen?.(); // iOS Safari: the video alone, with the system's controls
  };
  const seekTo = (seconds: number) => {
    const el = video.current!;
    el.currentTime = Math.min(Math.max(seconds, 0), el.duration || 0);
    setTime({ current: el.currentTime, duration: el.duration || 0 });
  };
  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const { current, duration } = time;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? current + SEEK_STEP_S
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? current - SEEK_STEP_S
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? duration
              : null;
    if (target === null) return;
    event.preventDefault();
    seekTo(target);
  };

  const hidden = idle && mayHide;
  const playing = state === 'playing' || state === 'waiting';

  return (
    <div
      ref={wrapper}
      role="group"
      aria-label={label}
      className={`${styles.player} ${className ?? ''}`}
      data-state={state}
      data-muted={muted ? '' : undefined}
      data-fullscreen={fullscreen ? '' : undefined}
      data-captions={captions ? (captionsOn ? 'on' : 'off') : undefined}
      data-controls={enhanced ? (hidden ? 'hidden' : 'shown') : undefined}
      onPointerMove={onPointerMove}
      onPointerDown={(event) => setPointerType(event.pointerType)}
      onFocus={keyboardFocus}
      onKeyUp={keyboardFocus}
      onBlur={(event) => {
        const next = event.relatedTarget as Element | null;
        setFocusWithin(!!next && wrapper.current!.contains(next) && next.matches(':focus-visible'));
      }}
    >
      <video
        ref={video}
        className={styles.video}
        controls={!enhanced}
        preload="metadata"
        playsInline
        poster={poster?.url}
        onClick={enhanced ? togglePlay : undefined}
      >
        <source src={src} type={mimeType} />
        {captions ? (
          <track kind="captions" src={captions.url} srcLang={captions.lang} label={captions.label} />
        ) : null}
        <a href={src}>{strings.download}</a>
      </video>
      {enhanced ? (
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={togglePlay} data-control="play">
            <span aria-hidden="true" className={playing ? styles.iconPause : styles.iconPlay} />
            <span className="visually-hidden">{playing ? strings.pause : strings.play}</span>
          </button>
          <input
            type="range"
            className={styles.seek}
            min={0}
            max={time.duration}
            step="any"
            value={Math.min(time.current, time.duration)}
            aria-label={strings.seek}
            aria-valuetext={seekValueText(strings.seekValue, time.current, time.duration)}
            onChange={(event) => seekTo(Number(event.currentTarget.value))}
            onKeyDown={onSeekKey}
          />
          <span className={styles.time} aria-hidden="true">
            {formatTime(time.current)} / {formatTime(time.duration)}
          </span>
          <button type="button" className={styles.button} onClick={toggleMute} data-control="mute">
            <span aria-hidden="true" className={muted ? styles.iconMuted : styles.iconSound} />
            <span className="visually-hidden">{muted ? strings.unmute : strings.mute}</span>
          </button>
          {captions ? (
            <button type="button" className={styles.button} onClick={toggleCaptions} data-control="captions">
              <span aria-hidden="true" className={styles.iconCaptions}>
                CC
              </span>
              <span className="visually-hidden">{captionsOn ? strings.captionsOff : strings.captionsOn}</span>
            </button>
          ) : null}
          {canFullscreen ? (
            <button
              type="button"
              className={styles.button}
              onClick={toggleFullscreen}
              data-control="fullscreen"
            >
              <span aria-hidden="true" className={fullscreen ? styles.iconExit : styles.iconEnter} />
              <span className="visually-hidden">
                {fullscreen ? strings.fullscreenExit : strings.fullscreenEnter}
              </span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

'use client';

import { useSyncExternalStore } from 'react';
import type { Captions, Image } from '@dav/contract';
import { useControlsIdle } from './use-controls-idle';
import { usePlayback } from './use-playback';
import { VideoControls, type VideoPlayerStrings } from './video-controls';
import styles from './video-player.module.css';

export type { VideoPlayerStrings } from './video-controls';

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

/**
 * The video player (docs/product.md#shell-overlays, SPEC 4). Server-rendered as a native
 * <video controls>, which plays without JavaScript; once hydrated the native controls give way to
 * ours (video-controls.tsx): play/pause, a seek slider, the time, mute, captions (when there is a
 * track) and full screen (the Fullscreen API on the wrapper). The wrapper carries the state for
 * CSS and tests: `data-state` (paused, playing, waiting, ended), `data-muted`, `data-fullscreen`,
 * `data-captions` and `data-controls` (shown, hidden). Buttons say what they will do; nothing
 * is announced in a live region. The controls hide after 1.5 s without mouse movement while
 * playing, never with keyboard focus inside, on touch, paused, or on an accessibility host
 * (use-controls-idle.ts); the element's events drive the state (use-playback.ts).
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
  // False in the server's HTML (native controls), true once hydrated (ours).
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const canFullscreen = useSyncExternalStore(noSubscription, fullscreenAvailable, () => false);
  const playback = usePlayback(autoPlay);
  const { wrapper, video, state, muted, fullscreen, captionsOn } = playback;
  const { hidden, handlers } = useControlsIdle(wrapper, state);

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
      {...handlers}
    >
      <video
        ref={video}
        className={styles.video}
        controls={!enhanced}
        preload="metadata"
        playsInline
        poster={poster?.url}
        onClick={enhanced ? playback.togglePlay : undefined}
      >
        <source src={src} type={mimeType} />
        {captions ? (
          <track kind="captions" src={captions.url} srcLang={captions.lang} label={captions.label} />
        ) : null}
        <a href={src}>{strings.download}</a>
      </video>
      {enhanced ? (
        <VideoControls
          playback={playback}
          strings={strings}
          hasCaptions={!!captions}
          canFullscreen={canFullscreen}
        />
      ) : null}
    </div>
  );
}

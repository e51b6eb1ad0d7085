import type { Playback } from './use-playback';
import { formatTime, seekValueText } from './video-state';
import styles from './video-player.module.css';

/** What the player says (`media.*`, translated on the server: media-gallery/media-strings.ts). */
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

export interface VideoControlsProps {
  playback: Playback;
  strings: VideoPlayerStrings;
  /** The video has a captions track: a button shows or hides it. */
  hasCaptions: boolean;
  canFullscreen: boolean;
}

/**
 * The player's own controls, once hydrated (video-player.client.tsx): play/pause, a seek slider,
 * the time, mute, captions and full screen. Buttons say what they will do; the icons are hidden
 * from assistive technology.
 */
export function VideoControls({ playback, strings, hasCaptions, canFullscreen }: VideoControlsProps) {
  const { state, muted, fullscreen, captionsOn, time } = playback;
  const playing = state === 'playing' || state === 'waiting';
  return (
    <div className={styles.controls}>
      <button type="button" className={styles.button} onClick={playback.togglePlay} data-control="play">
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
        onChange={(event) => playback.seekTo(Number(event.currentTarget.value))}
        onKeyDown={playback.onSeekKey}
      />
      <span className={styles.time} aria-hidden="true">
        {formatTime(time.current)} / {formatTime(time.duration)}
      </span>
      <button type="button" className={styles.button} onClick={playback.toggleMute} data-control="mute">
        <span aria-hidden="true" className={muted ? styles.iconMuted : styles.iconSound} />
        <span className="visually-hidden">{muted ? strings.unmute : strings.mute}</span>
      </button>
      {hasCaptions ? (
        <button
          type="button"
          className={styles.button}
          onClick={playback.toggleCaptions}
          data-control="captions"
        >
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
          onClick={playback.toggleFullscreen}
          data-control="fullscreen"
        >
          <span aria-hidden="true" className={fullscreen ? styles.iconExit : styles.iconEnter} />
          <span className="visually-hidden">
            {fullscreen ? strings.fullscreenExit : strings.fullscreenEnter}
          </span>
        </button>
      ) : null}
    </div>
  );
}

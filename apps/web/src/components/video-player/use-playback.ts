'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { readDeviceFlags } from '@/hooks/use-device-flags';
import {
  mayAutoplay,
  MEDIA_EVENTS,
  nextPlaybackState,
  seekKeyTarget,
  type PlaybackState,
} from './video-state';

const TIME_EVENTS = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked'];

/**
 * What the video is doing, from its element's own events once hydrated (and what happened before:
 * metadata loaded, the native controls used), and what the player's controls do to it. `video`
 * and `wrapper` go on the player's elements; full screen is the Fullscreen API on the wrapper,
 * else iOS Safari's own for the video. Starts on its own, muted, only when `autoPlay` asks and the
 * visitor allows it (mayAutoplay).
 */
export function usePlayback(autoPlay: boolean) {
  const wrapper = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<PlaybackState>('paused');
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });

  useEffect(() => {
    const el = video.current!;
    const sync = () => setTime({ current: el.currentTime, duration: el.duration || 0 });
    const onMedia = (event: Event) =>
      setState((s) => nextPlaybackState(s, event.type as (typeof MEDIA_EVENTS)[number], el));
    const onVolume = () => setMuted(el.muted);
    const onFullscreen = () => setFullscreen(document.fullscreenElement === wrapper.current);
    for (const type of MEDIA_EVENTS) el.addEventListener(type, onMedia);
    for (const type of TIME_EVENTS) el.addEventListener(type, sync);
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
      for (const type of TIME_EVENTS) el.removeEventListener(type, sync);
      el.removeEventListener('volumechange', onVolume);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [autoPlay]);

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
    const target = seekKeyTarget(event.key, time.current, time.duration);
    if (target === null) return;
    event.preventDefault();
    seekTo(target);
  };

  return {
    wrapper,
    video,
    state,
    muted,
    fullscreen,
    captionsOn,
    time,
    togglePlay,
    toggleMute,
    toggleCaptions,
    toggleFullscreen,
    seekTo,
    onSeekKey,
  };
}

/** The player's state and controls (usePlayback). */
export type Playback = ReturnType<typeof usePlayback>;

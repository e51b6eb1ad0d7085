'use client';

import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type RefObject } from 'react';
import { VIDEO_CONTROLS_IDLE_MS } from '@dav/rules';
import { useDeviceFlags } from '@/hooks/use-device-flags';
import { controlsHidden, controlsMayHide, type PlaybackState } from './video-state';

/**
 * Whether the player's controls are hidden: after VIDEO_CONTROLS_IDLE_MS without mouse movement
 * while playing, never with keyboard focus inside `wrapper`, on touch, paused, or on an
 * accessibility host (video-state.ts, controlsHidden). `handlers` go on the wrapper.
 */
export function useControlsIdle(wrapper: RefObject<HTMLDivElement | null>, state: PlaybackState) {
  const [pointerType, setPointerType] = useState<string | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [idle, setIdle] = useState(false);
  const lastMove = useRef(0);

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

  return {
    hidden: idle && mayHide,
    handlers: {
      onPointerMove,
      onPointerDown: (event: PointerEvent<HTMLDivElement>) => setPointerType(event.pointerType),
      onFocus: keyboardFocus,
      onKeyUp: keyboardFocus,
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget as Element | null;
        setFocusWithin(!!next && wrapper.current!.contains(next) && next.matches(':focus-visible'));
      },
    },
  };
}

'use client';

import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: a live region fed with it speaks the
 * final estimate once, not one estimate per digit typed.
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

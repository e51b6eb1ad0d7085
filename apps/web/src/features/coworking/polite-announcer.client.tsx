'use client';

import { useSettled } from './use-settled';

/** How long typed numbers must rest before the estimate is spoken. */
const ANNOUNCE_AFTER_MS = 800;

/**
 * A polite live region for the estimate: screen readers hear it once the visitor stops typing,
 * not one estimate per digit. Present (empty) from the start, so the first change is announced.
 */
export function PoliteAnnouncer({ text }: { text: string }) {
  const settled = useSettled(text, ANNOUNCE_AFTER_MS);
  return (
    <p className="visually-hidden" aria-live="polite">
      {settled}
    </p>
  );
}

/*
 * The receipt code of a report just sent, carried from the contact form's success to the
 * request-sent page (docs/product.md#whistleblowing-follow-up). It lives in this module's memory
 * only: never in a URL, storage or a cookie. The router's client navigation keeps the module; a
 * reload, a new tab or leaving the site drops it, and so does leaving the page that showed it.
 */

let kept: string | null = null;
let forgetting: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(code: string | null) {
  clearTimeout(forgetting);
  kept = code;
  listeners.forEach((listener) => listener());
}

/** Keeps the code of the send that just succeeded; null (any other request) drops an older one. */
export function keepReceipt(code: string | null): void {
  set(code);
}

/** The code waiting to be shown, if any (a `useSyncExternalStore` snapshot: reading changes nothing). */
export function peekReceipt(): string | null {
  return kept;
}

export function subscribeReceipt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page showing the code is on screen: keep it while it is. */
export function holdReceipt(): void {
  clearTimeout(forgetting);
}

/**
 * The page showing the code left (or was hidden: the router keeps a page it leaves, for Back):
 * forget the code. A moment later, so that a page shown again at once (Strict Mode runs effects'
 * cleanups and the effects again, right away) can hold it.
 */
export function releaseReceipt(): void {
  clearTimeout(forgetting);
  forgetting = setTimeout(() => set(null), 0);
}

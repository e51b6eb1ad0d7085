import { isWhistleblowingPath } from '@dav/rules';
import { tagManagerLoaded } from './tag-manager';

/*
 * docs/product.md#shell-consent-and-whistleblowing. A tag manager, once loaded, cannot be unloaded: it
 * sees what the page shows and each change of its history, a Back or Forward included. So a page
 * load that has shown a whistleblowing screen never loads it (until the next full load), and one
 * that has it loaded reaches a whistleblowing screen by a full load only, which starts without it.
 */

/** Per page load: the shell, and this module's users, are mounted again on each route. */
let shown = false;

export const whistleblowingShown = (): boolean => shown;

/** A whistleblowing screen is on show. Reached under a loaded tag manager (a `router.push`): loaded again, without it. */
export function onWhistleblowingScreen(): void {
  shown = true;
  if (tagManagerLoaded()) window.location.reload();
}

/**
 * A click (or Enter) on a link to a whistleblowing screen while the tag manager is loaded: kept
 * from the router, and from the tag manager's own listeners, so the browser follows it itself, as
 * a full load. Registered on the window in the capture phase, before React's listeners.
 */
export function fullLoadToWhistleblowing(event: MouseEvent): void {
  if (!tagManagerLoaded() || !(event.target instanceof Element)) return;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (isWhistleblowingPath(link.pathname)) event.stopPropagation();
}

/** A navigation the code makes itself (`router.push`): to a whistleblowing screen under a loaded tag manager, a full load. */
export function pushOrLoad(push: (href: string) => void, href: string): void {
  const url = new URL(href, window.location.href);
  const whistleblowing = url.origin === window.location.origin && isWhistleblowingPath(url.pathname);
  if (whistleblowing && tagManagerLoaded()) window.location.assign(url.href);
  else push(href);
}

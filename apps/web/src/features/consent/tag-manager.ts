import type { PageViewEvent } from '@dav/rules';

/** Loaded only from here; the proxy's Content-Security-Policy allows it when a container is set. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let loaded = false;

/**
 * Google's `gtag()`: the tag manager reads the `arguments` object itself from the dataLayer, not
 * an array (https://developers.google.com/tag-platform/security/guides/consent).
 */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag manager needs the Arguments object
  (window.dataLayer ??= []).push(arguments);
}

/**
 * The visitor's choice about audience measurement. Granted: Consent Mode v2 defaults (all denied)
 * are set, then updated, and the container is loaded, once per page. Refused: an update if the
 * tag manager is already there (a withdrawal); else nothing at all, not even a dataLayer.
 */
export function applyMeasurementChoice(containerId: string, granted: boolean): void {
  if (!granted && !loaded) return;
  if (!loaded) {
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  }
  // Advertising is never asked for, so it stays denied.
  gtag('consent', 'update', { analytics_storage: granted ? 'granted' : 'denied' });
  if (!granted || loaded) return;
  loaded = true;
  window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  // Behind nginx every inline script of the page carries the response's nonce: the tag manager
  // gets it too, and passes it on to what it injects (Google's CSP guide).
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

/** Whether the container was loaded on this page load (it cannot be unloaded). */
export const tagManagerLoaded = (): boolean => loaded;

export function pushPageView(view: PageViewEvent): void {
  (window.dataLayer ??= []).push(view);
}

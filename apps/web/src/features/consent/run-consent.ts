import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import { MEASUREMENT_CATEGORY } from './consent-config';

export type ConsentApi = Pick<typeof CookieConsent, 'showPreferences'>;

let started: Promise<ConsentApi> | null = null;

/**
 * When its last box closes, the library gives focus back to what had it before the box opened.
 * When that was nothing (the banner opens on its own, after the load), focus would stay in the
 * hidden box or nowhere, and the next Tab would leave the page: it goes to the top of the page
 * instead, without scrolling, so the next Tab reaches the skip link.
 */
function focusBackToPage() {
  const root = document.documentElement;
  if (root.classList.contains('show--consent') || root.classList.contains('show--preferences')) return;
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest('#cc-main')) return;
  const { body } = document;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

/**
 * Runs vanilla-cookieconsent once per page load (this module is imported lazily, after the first
 * paint). `onChoice` hears the measurement choice: a stored one on each page load, a new one on
 * each change.
 */
export function runConsent(
  config: CookieConsent.CookieConsentConfig,
  onChoice: (measurement: boolean) => void,
): Promise<ConsentApi> {
  const choice = () => onChoice(CookieConsent.acceptedCategory(MEASUREMENT_CATEGORY));
  started ??= CookieConsent.run({
    ...config,
    onConsent: choice,
    onChange: choice,
    onModalHide: focusBackToPage,
  }).then(() => CookieConsent);
  return started;
}

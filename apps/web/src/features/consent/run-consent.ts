import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import { MEASUREMENT_CATEGORY } from './consent-config';

export type ConsentApi = Pick<typeof CookieConsent, 'showPreferences'>;

let started: Promise<ConsentApi> | null = null;

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
  started ??= CookieConsent.run({ ...config, onConsent: choice, onChange: choice }).then(() => CookieConsent);
  return started;
}

import type { ConsentResponse, Locale } from '@dav/contract';
import { COOKIE_CONSENT_DAYS } from '@dav/rules';
import type * as CookieConsent from 'vanilla-cookieconsent';

/** Where the choice is kept (localStorage: no cookie at all goes to the server). */
export const CONSENT_STORAGE_KEY = 'dav_consent';
export const MEASUREMENT_CATEGORY = 'analytics';

/** The library writes texts as HTML: what editors type is shown as text, never as markup. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * vanilla-cookieconsent's configuration for one page (docs/product.md#shell-consent-and-page-views):
 * two categories (necessary, always on; audience measurement, off until accepted), accept all and
 * refuse all with the same weight, the choice kept `COOKIE_CONSENT_DAYS` (the library's default is
 * 182) and asked again when the CMS's revision changes. The callbacks are added by the caller.
 */
export function consentConfig(settings: ConsentResponse, locale: Locale): CookieConsent.CookieConsentConfig {
  const t = Object.fromEntries(
    Object.entries(settings.texts).map(([key, text]) => [key, escapeHtml(text)]),
  ) as ConsentResponse['texts'];
  return {
    revision: settings.revision,
    // Shown from the first visit to everyone, automated browsers included: the library's default
    // (`hideFromBots`, a user-agent test and `navigator.webdriver`) would hide it from any browser
    // driven by a test. Crawlers lose nothing: it comes after the load event, floats over the page
    // and is never its largest paint.
    autoShow: true,
    hideFromBots: false,
    disablePageInteraction: false,
    // The tag manager is loaded by us (tag-manager.ts), never through <script type="text/plain">.
    manageScriptTags: false,
    cookie: { name: CONSENT_STORAGE_KEY, useLocalStorage: true, expiresAfterDays: COOKIE_CONSENT_DAYS },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      [MEASUREMENT_CATEGORY]: {
        // Google Analytics' own cookies, removed when measurement is refused after an acceptance.
        autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] },
      },
    },
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            title: t.banner_title,
            description: t.banner_text,
            acceptAllBtn: t.accept_all,
            acceptNecessaryBtn: t.reject_all,
            showPreferencesBtn: t.choose,
          },
          preferencesModal: {
            title: t.preferences_title,
            acceptAllBtn: t.accept_all,
            acceptNecessaryBtn: t.reject_all,
            savePreferencesBtn: t.save,
            closeIconLabel: t.close,
            sections: [
              { description: t.preferences_text },
              { title: t.necessary_title, description: t.necessary_text, linkedCategory: 'necessary' },
              {
                title: t.analytics_title,
                description: t.analytics_text,
                linkedCategory: MEASUREMENT_CATEGORY,
              },
            ],
          },
        },
      },
    },
  };
}

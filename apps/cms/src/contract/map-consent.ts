import type { ConsentResponse, Locale } from '@dav/contract';
import { SHIPPED_CONSENT_TEXTS } from '../globals/consent/consent-texts';
import type { Consent } from '../payload-types';

/** An editor's text, or the shipped one when it is empty. */
const or = (value: string | null | undefined, shipped: string) => value?.trim() || shipped;

/** The consent global in one language (read without fallback) → the contract's consent settings. */
export function mapConsent(doc: Consent, locale: Locale): ConsentResponse {
  const shipped = SHIPPED_CONSENT_TEXTS[locale];
  const { banner, preferences, necessary, analytics } = doc;
  return {
    revision: Number.isInteger(doc.revision) && doc.revision >= 1 ? doc.revision : 1,
    gtm_container_id: doc.gtmContainerId?.trim() || null,
    texts: {
      banner_title: or(banner?.title, shipped.banner.title),
      banner_text: or(banner?.text, shipped.banner.text),
      accept_all: or(banner?.acceptAll, shipped.banner.acceptAll),
      reject_all: or(banner?.rejectAll, shipped.banner.rejectAll),
      choose: or(banner?.choose, shipped.banner.choose),
      preferences_title: or(preferences?.title, shipped.preferences.title),
      preferences_text: or(preferences?.text, shipped.preferences.text),
      save: or(preferences?.save, shipped.preferences.save),
      close: or(preferences?.close, shipped.preferences.close),
      necessary_title: or(necessary?.title, shipped.necessary.title),
      necessary_text: or(necessary?.text, shipped.necessary.text),
      analytics_title: or(analytics?.title, shipped.analytics.title),
      analytics_text: or(analytics?.text, shipped.analytics.text),
    },
  };
}

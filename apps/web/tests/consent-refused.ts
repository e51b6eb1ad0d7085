import { COOKIE_CONSENT_DAYS, DEFAULT_DOMAIN_REGISTRY, localeOf } from '@dav/rules';

/** Where the site keeps the visitor's choice (src/features/consent/consent-config.ts). */
export const CONSENT_STORAGE_KEY = 'dav_consent';

/**
 * The policy revision of a fresh e2e stack: what the seed writes (apps/cms/src/seed/seed-globals.ts).
 * consent.spec.ts checks it against the CMS; consent-revision.spec.ts raises it and puts it back.
 */
export const SEEDED_CONSENT_REVISION = 1;

type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/**
 * A visitor who has already refused all on every host of the development registry, stored exactly
 * as vanilla-cookieconsent 3.1.0 writes a refusal (its `saveCookiePreferences`: the read-only
 * category only, no service, a string id, both timestamps, an expiry it checks on each load).
 * Every spec but the consent ones starts with it, so the banner never covers what they test.
 */
export function refusedConsentState(webPort: number, now = Date.now()): StorageState {
  const at = new Date(now).toISOString();
  return {
    cookies: [],
    origins: DEFAULT_DOMAIN_REGISTRY.map(({ host, code }) => ({
      origin: `http://${host}:${webPort}`,
      localStorage: [
        {
          name: CONSENT_STORAGE_KEY,
          value: JSON.stringify({
            categories: ['necessary'],
            revision: SEEDED_CONSENT_REVISION,
            data: null,
            consentTimestamp: at,
            consentId: '00000000-0000-4000-8000-000000000e2e',
            services: { necessary: [], analytics: [] },
            languageCode: localeOf(code),
            lastConsentTimestamp: at,
            expirationTime: now + COOKIE_CONSENT_DAYS * 86_400_000,
          }),
        },
      ],
    })),
  };
}

import { SITE_CODES } from '@dav/rules';
import { SEEDED_CONSENT_REVISION } from '../consent-refused';
import { expect, siteUrl, test } from '../fixtures';
import {
  banner,
  NOTHING_STORED,
  untilBannerWouldShow,
  setConsentGlobal,
  showsRevision,
  untilSiteShows,
} from './consent-cms';

/**
 * docs/product.md#shell-consent-and-page-views: a new revision of the policy asks every visitor
 * again. Its own Playwright project, after every other spec but resilience: a raised revision
 * would show the banner to the specs running meanwhile (they start as a visitor who refused the
 * seeded revision). Put back afterwards, and waited for on every host, for the resilience spec.
 */
test.use({ storageState: NOTHING_STORED });
test.describe.configure({ timeout: 120_000 });

test.afterAll(async () => {
  await setConsentGlobal({ revision: SEEDED_CONSENT_REVISION });
  for (const code of SITE_CODES)
    await untilSiteShows(siteUrl(code, '/'), showsRevision(SEEDED_CONSENT_REVISION));
});

test('a new revision of the policy in the CMS asks again', async ({ page }) => {
  const url = siteUrl('de', '/');
  await page.goto(url);
  await banner(page, 'Ihre Cookie-Auswahl').getByRole('button', { name: 'Alle ablehnen' }).click();
  await page.reload();
  await untilBannerWouldShow(page);
  await expect(banner(page, 'Ihre Cookie-Auswahl')).toBeHidden();

  await setConsentGlobal({ revision: SEEDED_CONSENT_REVISION + 1 });
  await untilSiteShows(url, showsRevision(SEEDED_CONSENT_REVISION + 1));
  await page.reload();
  await expect(banner(page, 'Ihre Cookie-Auswahl')).toBeVisible();
});

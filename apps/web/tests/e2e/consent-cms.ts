import type { Page } from '@playwright/test';
import { adminAuth, CMS_URL, expect } from '../fixtures';

/** What consent.spec.ts and consent-revision.spec.ts share: the CMS's consent global and the banner. */

/** A visitor with nothing stored: the consent specs' own start (the others start refused). */
export const NOTHING_STORED = { cookies: [], origins: [] };

export const banner = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * After the load event and the browser's next idle time (and half a second for the library's own
 * chunk), when the banner would be shown: a check that it is hidden means something only then.
 */
export async function untilBannerWouldShow(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
}

export async function setConsentGlobal(data: { gtmContainerId?: string | null; revision?: number }) {
  const res = await fetch(`${CMS_URL}/api/globals/consent`, {
    method: 'POST',
    headers: await adminAuth(),
    body: JSON.stringify(data),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The revision as a page carries it, in its flight data (where quotes are escaped). */
export const showsRevision = (revision: number) => {
  const shown = new RegExp(`revision\\\\?":${revision}[,}]`);
  return (html: string) => shown.test(html);
};

/**
 * Waits until the site's page (its cached HTML and the proxy's policy) shows the CMS's change.
 * Node does not resolve `*.localhost`: ask 127.0.0.1 with the site's host.
 */
export async function untilSiteShows(url: string, check: (html: string, csp: string) => boolean) {
  const target = new URL(url);
  const host = target.host;
  target.hostname = '127.0.0.1';
  await expect
    .poll(
      async () => {
        const res = await fetch(target, { headers: { host } });
        return check(await res.text(), res.headers.get('content-security-policy') ?? '');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AA_TAGS } from './axe-tags';

export const WEB_PORT = Number(process.env.WEB_PORT ?? 3000);
export const CMS_PORT = Number(process.env.CMS_PORT ?? 3001);
export const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
export const ADMIN = { email: 'e2e-admin@dav.localhost', password: 'e2e-admin-password' };

/** A site host of the development registry: `http://en.localhost:3000/path`. */
export function siteUrl(code: string, path = '/'): string {
  return `http://${code}.localhost:${WEB_PORT}${path}`;
}

/**
 * Every page a test visits is scanned against WCAG 2.2 A and AA; any violation fails the test.
 * `exclude`: selectors of markup that is not ours (Payload's admin widgets), named where used.
 */
export function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  return expectNoViolations(page, AA_TAGS, exclude);
}

/**
 * The accessibility hosts (`ay-*`, docs/product.md#domains-and-languages) are the AAA version:
 * axe's AAA rules (7:1 contrast…) on top of A and AA.
 */
export function expectAccessibleAAA(page: Page, exclude: string[] = []): Promise<void> {
  return expectNoViolations(page, [...AA_TAGS, 'wcag2aaa'], exclude);
}

async function expectNoViolations(page: Page, tags: string[], exclude: string[]): Promise<void> {
  // A scan during an entrance (a dialog rising in over 600 ms) would read half-faded colours as
  // poor contrast: let the finite animations running now end first (3 s at most).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // Only violations are read: axe then details no passing or incomplete node (much of a scan's time).
  // (`options` replaces what `withTags` set: the tags go after it.)
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** The seeded "about" page, in each language (apps/cms/src/seed/content/about.ts). */
export const ABOUT = { fr: 'qui-sommes-nous', en: 'about-us', es: 'quienes-somos', de: 'uber-uns' } as const;
/** The seeded legal notice: long enough to scroll. */
export const LEGAL = {
  fr: 'mentions-legales',
  en: 'legal-notice',
  es: 'aviso-legal',
  de: 'impressum',
} as const;

/** Reads the wire contract straight from the CMS, to compare what the site shows with it. */
export async function cmsJson<T>(path: string): Promise<T> {
  const res = await fetch(`${CMS_URL}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

let adminHeaders: Promise<Record<string, string>> | undefined;

/**
 * Headers of a request to the CMS REST API as the e2e admin (an editor's or a recruiter's view).
 * One login per worker, checked: Payload keeps a user's sessions in one row, so two logins of
 * the same user at the same instant (two workers) can drop one session, whose token then
 * answers 403 in the middle of a test.
 */
export function adminAuth(): Promise<Record<string, string>> {
  adminHeaders ??= logInAdmin();
  return adminHeaders;
}

/**
 * Lets a concurrent login of the same account land, then says whether this session survived it:
 * Payload keeps a user's sessions in the user's row, read then written whole at each login, so two
 * logins at the same moment can drop one. `me` asks `/api/users/me` with this session.
 */
export async function sessionSurvived(me: () => Promise<{ json(): Promise<unknown> }>): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const answer = (await (await me()).json()) as { user: unknown };
  return Boolean(answer.user);
}

async function logInAdmin(): Promise<Record<string, string>> {
  for (let attempt = 1; ; attempt++) {
    const login = await fetch(`${CMS_URL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `JWT ${token}`, 'content-type': 'application/json' };
    if ((await sessionSurvived(() => fetch(`${CMS_URL}/api/users/me`, { headers }))) || attempt === 5)
      return headers;
  }
}

export { expect, test };

/**
 * Returns once the page has run what its clock let go (`page.clock.runFor`) and the network has
 * seen what it sent since: a request of its own, sent now and answered. For the checks that
 * something did not happen (no post, no navigation, no tag loaded), in place of a fixed wait.
 */
/**
 * Stops the page's clock `aheadMs` after the page's now: from then on its timers fire only when the
 * test runs the clock (`page.clock.runFor`). The page's now is read again when a slow machine took
 * longer than `aheadMs` between reading it and stopping there (Playwright refuses a time past).
 */
export async function pauseClock(page: Page, aheadMs = 1000): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/robots.txt', { cache: 'no-store' }).then((response) => response.status));
}

import { type Page, type Request } from '@playwright/test';
import { adminAuth, CMS_URL, expect, sessionSurvived } from './fixtures';

export type StaffRole = 'editor' | 'recruiter' | 'compliance';

/** A new staff member of `role`, created by the e2e admin through the REST API. */
export async function createStaff(
  role: StaffRole,
): Promise<{ email: string; password: string; name: string }> {
  const staff = {
    email: `${role}-${Date.now()}-${Math.round(Math.random() * 1e6)}@dav.localhost`,
    password: `${role}-e2e-password`,
    name: `E2E ${role}`,
  };
  const res = await fetch(`${CMS_URL}/api/users`, {
    method: 'POST',
    headers: await adminAuth(),
    body: JSON.stringify({ ...staff, roles: [role] }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return staff;
}

/**
 * Logs in through the admin's own login page, as a staff member would, and again when a
 * concurrent login of the same account (the e2e admin's, from the other worker) dropped the
 * session (`sessionSurvived`).
 */
export async function logIn(page: Page, staff: { email: string; password: string }): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // Once its scripts are in: filled before, the form would be sent by the browser, not the admin.
    await page.goto(`${CMS_URL}/admin/login`, { waitUntil: 'networkidle' });
    await page.locator('#field-email').fill(staff.email);
    await page.locator('#field-password').fill(staff.password);
    const answered = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/users/login',
    );
    await page.locator('button[type="submit"]').click();
    expect((await answered).status()).toBe(200);
    if (await sessionSurvived(() => page.request.get(`${CMS_URL}/api/users/me`))) break;
    expect(attempt, 'the session was dropped by a concurrent login, three times').toBeLessThan(3);
  }
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** Payload's form checks itself on the server (`form-state`) this long after its last change. */
const FORM_CHECK_DEBOUNCE_MS = 250;

const isFormCheck = (request: Request) =>
  request.method() === 'POST' &&
  Boolean(request.headers()['next-action']) &&
  (request.postData() ?? '').includes('"form-state"');

/**
 * Follows the admin form's checks. Clicking a save button while one is on its way can lose a
 * refusal's messages under the fields: the check's answer, which carries none, lands after the
 * save's and replaces them (Payload 3.90.2). An editor who pauses before saving never meets it;
 * a test waits for `settled()` before it saves.
 */
export function formChecks(page: Page) {
  let inFlight = 0;
  let lastMove = Date.now();
  page.on('request', (request) => {
    if (!isFormCheck(request)) return;
    inFlight++;
    lastMove = Date.now();
  });
  const finished = (request: Request) => {
    if (!isFormCheck(request)) return;
    inFlight--;
    lastMove = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    /** No check on its way, and none started since well after the debounce. */
    async settled() {
      lastMove = Math.max(lastMove, Date.now());
      await expect
        .poll(() => inFlight === 0 && Date.now() - lastMove > 2 * FORM_CHECK_DEBOUNCE_MS, {
          intervals: [100],
        })
        .toBe(true);
    },
  };
}

/** The admin's navigation link to a collection, present only when the user may read it. */
export const navLink = (page: Page, slug: string) =>
  page.locator(`.nav a[href="/admin/collections/${slug}"]`).first();
/** Every such link of Payload's navigation (none when the user may not read the collection). */
export const navLinks = (page: Page, slug: string) =>
  page.locator(`.nav a[href="/admin/collections/${slug}"]`);

/**
 * Payload's own admin widgets that fail axe and are not ours to fix: the header's locale
 * switcher (`.localizer`, a label under the contrast ratio) and its react-select inputs
 * (`.react-select`: an input without a label, an aria-hidden dropdown indicator that takes focus).
 */
export const PAYLOAD_WIDGETS = ['.localizer', '.react-select'];

/**
 * On a list, Payload's own table widgets too: the column headers' sort buttons (`.sort-column`,
 * small targets and a label under the contrast ratio) and the row selection checkboxes
 * (`.select-row`, `.select-all`, inputs without a label).
 */
export const PAYLOAD_LIST_WIDGETS = [...PAYLOAD_WIDGETS, '.sort-column', '.select-row', '.select-all'];

/** On a document, Payload's own controls too: the "more" menu button (no name) and the version tabs list. */
export const PAYLOAD_DOCUMENT_WIDGETS = [...PAYLOAD_WIDGETS, '.doc-controls__popup', '.doc-tabs'];

/**
 * On a page with its live preview open, Payload's own controls of that view too: the save button's
 * menu of other actions (`#action-save-popup`) and the blocks field's copy and paste menu
 * (`.clipboard-action__popup`), buttons with no name, and the preview toolbar's width and height
 * inputs (`.live-preview-toolbar-controls__device-size`), without a label. The frame itself is
 * scanned, and the site's page inside it.
 */
export const PAYLOAD_LIVE_PREVIEW_WIDGETS = [
  ...PAYLOAD_DOCUMENT_WIDGETS,
  '#action-save-popup',
  '.clipboard-action__popup',
  '.live-preview-toolbar-controls__device-size',
];

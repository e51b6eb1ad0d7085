import { type Page } from '@playwright/test';
import { adminAuth, CMS_URL, expect } from './fixtures';

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

/** Logs in through the admin's own login page, as a staff member would. */
export async function logIn(page: Page, staff: { email: string; password: string }): Promise<void> {
  await page.goto(`${CMS_URL}/admin/login`);
  await page.locator('#field-email').fill(staff.email);
  await page.locator('#field-password').fill(staff.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/?$/);
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

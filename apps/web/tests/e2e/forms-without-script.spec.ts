import type { Page } from '@playwright/test';
import { adminAuth, CMS_URL, expect, siteUrl, test } from '../fixtures';
import { CONTACT, minimalPdf } from './contact-form';

/*
 * docs/product.md#forms-states "Without JavaScript": the browser posts the engine's form itself
 * (method post, multipart), never as a query string; a valid send is stored and answered with the
 * request-sent page (303).
 */
test.use({ javaScriptEnabled: false });

/** Every address the page asks for, to prove nothing typed ever went into one. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

test('contact: the form is posted, never sent as a query string, and nothing typed reaches an address', async ({
  page,
}) => {
  const addresses = addressesOf(page);
  await page.goto(siteUrl('en', CONTACT));
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
  await expect(form).toHaveAttribute('method', /^post$/i);
  await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  await expect(form).toHaveAttribute('action', '/api/forms');

  // "You are" is a native select until a script runs.
  await page.getByRole('combobox', { name: /^You are/ }).selectOption({ label: 'Visitor' });
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^E-mail/).fill('ada@example.org');
  await page.getByLabel(/^Your message/).fill('Hello');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page).toHaveURL(siteUrl('en', CONTACT));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  for (const address of addresses) {
    expect(address).not.toContain('Ada');
    expect(address).not.toContain('Lovelace');
    expect(address).not.toContain('example.org');
  }
});

test('spontaneous application: sent with its CV as multipart, stored, answered with the request-sent page', async ({
  page,
}) => {
  const email = `nojs-cv-${Date.now()}@example.com`;
  // A visitor cannot choose the address the CMS rate-limits and records.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.77' });
  const addresses = addressesOf(page);
  await page.goto(siteUrl('en', '/candidature-spontanee'));
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
  await expect(form).toHaveAttribute('method', /^post$/i);
  await expect(form).toHaveAttribute('enctype', 'multipart/form-data');

  await form.getByRole('combobox', { name: /^Area of expertise/ }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Grace');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await form
    .getByRole('group', { name: /^Where you would work/ })
    .getByRole('checkbox', { name: 'Lyon', exact: true })
    .focus();
  await page.keyboard.press('Space');
  await form.getByRole('checkbox', { name: /I accept the DAV privacy policy/ }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(page).toHaveURL(siteUrl('en', '/demande-envoyee?form=application'));
  // Without JavaScript the page shows its general thanks (the worded one streams in with script).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const address of addresses) expect(address).not.toContain('Hopper');

  const headers = await adminAuth();
  const candidates = (await (
    await fetch(`${CMS_URL}/api/candidates?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers,
    })
  ).json()) as { docs: unknown[] };
  expect(candidates.docs).toHaveLength(1);
});

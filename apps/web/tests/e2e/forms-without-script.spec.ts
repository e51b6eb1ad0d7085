import type { Page } from '@playwright/test';
import { adminAuth, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';
import { CONTACT, minimalPdf, REQUIRED } from './contact-form';

/*
 * docs/product.md#forms-states "Without JavaScript": the browser posts the engine's form itself
 * (method post, multipart), never as a query string; a valid send is stored and answered with the
 * request-sent page (303), an invalid one with the form again, its values and its messages.
 */
test.use({ javaScriptEnabled: false });

/** Every address the page asks for, to prove nothing typed ever went into one. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

const FORM_AGAIN = 'Some fields need correcting before sending.';

test('contact: an invalid send comes back with its values and messages, a valid one is stored', async ({
  page,
}) => {
  const email = `nojs.${Date.now()}@example.com`;
  const message = 'Hello <b>team</b> & "friends"';
  // A visitor cannot choose the address the CMS rate-limits and records.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.77' });
  const addresses = addressesOf(page);
  await page.goto(siteUrl('en', CONTACT));
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
  await expect(form).toHaveAttribute('method', /^post$/i);

  // "You are" is a native select until a script runs: its conditional fields come with the answer.
  await page.getByRole('combobox', { name: /^You are/ }).selectOption({ label: 'Visitor' });
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^E-mail/).fill('ada@');
  await page.getByLabel(/^Your message/).fill(message);
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page).toHaveURL(siteUrl('en', CONTACT));
  await expect(form.getByRole('alert')).toHaveText(FORM_AGAIN);
  await expect(page.getByLabel(/^First name/)).toHaveValue('Ada');
  await expect(page.getByLabel(/^Your message/)).toHaveValue(message);
  await expect(form.locator('b')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^You are/ })).toHaveValue('visiteur');
  await expect(page.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^E-mail/)).toHaveAccessibleDescription('Please enter a valid email address.');
  const sector = page.getByRole('combobox', { name: /^Sector/ });
  await expect(sector).toHaveAttribute('aria-invalid', 'true');
  await expect(sector).toHaveAccessibleDescription(REQUIRED);
  await expectAccessible(page);

  await page.getByLabel(/^E-mail/).fill(email);
  await sector.selectOption({ label: 'Healthcare' });
  await page.getByLabel(/^City/).fill('Lyon');
  await page.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'Request a call' });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(siteUrl('en', '/demande-envoyee?form=contact'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your request has been sent!');

  for (const address of addresses) {
    expect(address).not.toContain('Ada');
    expect(address).not.toContain(encodeURIComponent(email));
  }
  const found = await fetch(`${CMS_URL}/api/contact-requests?depth=0&limit=100&sort=-createdAt`, {
    headers: await adminAuth(),
  });
  const { docs } = (await found.json()) as {
    docs: { youare: string; ip: string; values: Record<string, unknown> }[];
  };
  const stored = docs.find((doc) => doc.values.email === email);
  expect(stored, 'stored request').toBeDefined();
  expect(stored!.youare).toBe('visiteur');
  expect(stored!.values).toMatchObject({ firstname: 'Ada', job: expect.any(String), city: 'Lyon', message });
  expect(stored!.ip).not.toContain('203.0.113.77');
  expect(stored!.ip).toMatch(/127\.0\.0\.1|::1/);
});

test('spontaneous application: the CV is sent as multipart; after a refusal it must be chosen again', async ({
  page,
}) => {
  const email = `nojs-cv-${Date.now()}@example.com`;
  const cv = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() };
  await page.goto(siteUrl('en', '/candidature-spontanee'));
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
  await expect(form).toHaveAttribute('enctype', 'multipart/form-data');

  const expertise = page.getByRole('combobox', { name: /^Area of expertise/ });
  await expertise.selectOption({ index: 1 });
  const chosen = await expertise.inputValue();
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Grace');
  await page.getByRole('textbox', { name: /^Email/ }).fill('grace@');
  await page.locator('input[type="file"]').setInputFiles(cv);
  const mobility = page.getByRole('group', { name: /^Where you would work/ });
  await mobility.getByRole('checkbox', { name: 'Lyon', exact: true }).check();
  await page.getByRole('checkbox', { name: /I accept the DAV privacy policy/ }).check();
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page).toHaveURL(siteUrl('en', '/candidature-spontanee'));
  await expect(form.getByRole('alert')).toHaveText(
    `${FORM_AGAIN} A file cannot be kept from one send to the next: please choose your file again.`,
  );
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Hopper');
  await expect(expertise).toHaveValue(chosen);
  await expect(mobility.getByRole('checkbox', { name: 'Lyon', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /I accept the DAV privacy policy/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('input[type="file"]')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.locator('input[type="file"]').setInputFiles(cv);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(siteUrl('en', '/demande-envoyee?form=application'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your application!' }),
  ).toBeVisible();

  const candidates = (await (
    await fetch(`${CMS_URL}/api/candidates?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers: await adminAuth(),
    })
  ).json()) as { docs: unknown[] };
  expect(candidates.docs).toHaveLength(1);
});

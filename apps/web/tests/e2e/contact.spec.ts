import type { Page } from '@playwright/test';
import { adminAuth, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';
import { ALWAYS, choose, combobox, CONTACT, minimalPdf, REQUIRED, shownFields } from './contact-form';

/*
 * The contact page (docs/product.md#contact, #contact-fields, #shell, #forms-validation) as a visitor uses it, on the English site: the form is the
 * CMS's `contact` definition rendered by the form engine.
 */

test('an empty contact form shows no error; a submit shows them and focuses the first', async ({ page }) => {
  await page.goto(siteUrl('en', CONTACT));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByText(REQUIRED)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send' }).click();
  const youare = combobox(page, /^You are/);
  await expect(youare).toBeFocused();
  await expect(youare).toHaveAttribute('aria-invalid', 'true');
  const errorId = await youare.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(REQUIRED);
  await expect(page.getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Once tried, each field is checked again as it changes.
  await page.getByLabel(/^First name/).fill('Ada');
  await expect(page.getByLabel(/^First name/)).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^E-mail/).fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await choose(page, /^You are/, 'Customer');
  await expect(youare).not.toHaveAttribute('aria-invalid', 'true');
  // A field that just appeared is checked too: the company is required.
  await expect(page.getByLabel(/^Company/)).toHaveAttribute('aria-invalid', 'true');
});

test('each "you are" shows its own fields (docs/product.md#forms-validation conditions)', async ({
  page,
}) => {
  await page.goto(siteUrl('en', CONTACT));
  expect(await shownFields(page)).toEqual(ALWAYS);
  const expected: Record<string, string[]> = {
    Customer: ['company', 'job', 'city', 'subject0'],
    Candidate: ['job', 'city', 'subjectCandidat'],
    'Start-up founder': ['company', 'job', 'city', 'subject0'],
    Journalist: ['company', 'job', 'city', 'subjectJournaliste'],
    Visitor: ['job', 'city', 'subject0'],
    'Other request': ['job', 'city', 'subject1'],
    'Whistleblower (report)': ['company', 'subsidiary'],
  };
  for (const [youare, extra] of Object.entries(expected)) {
    await choose(page, /^You are/, youare);
    expect((await shownFields(page)).sort(), youare).toEqual([...ALWAYS, ...extra].sort());
  }

  // The candidate's CV shows for the CV subject; "who" for a contact subject of any kind.
  await choose(page, /^You are/, 'Candidate');
  await choose(page, /^Subject/, 'Send my CV');
  expect(await shownFields(page)).toContain('cv');
  expect(await shownFields(page)).not.toContain('who');
  await choose(page, /^Subject/, 'Contact someone');
  expect(await shownFields(page)).toContain('who');
  expect(await shownFields(page)).not.toContain('cv');
  for (const youare of ['Journalist', 'Other request', 'Visitor']) {
    await choose(page, /^You are/, youare);
    expect(await shownFields(page), youare).not.toContain('who');
    await choose(page, /^Subject/, 'Contact someone');
    expect(await shownFields(page), youare).toContain('who');
  }

  // A select hidden by its condition is reset: it is empty when it shows again.
  await choose(page, /^You are/, 'Candidate');
  await choose(page, /^Subject/, 'Send my CV');
  await choose(page, /^You are/, 'Customer');
  await choose(page, /^You are/, 'Candidate');
  await expect(combobox(page, /^Subject/)).toHaveText('Choose a subject');
  expect(await shownFields(page)).not.toContain('cv');
});

test('the CV formats and size are said before sending; a wrong file is refused at once', async ({ page }) => {
  await page.goto(siteUrl('en', `${CONTACT}?youare=candidate`));
  await choose(page, /^Subject/, 'Send my CV');
  const cv = page.getByLabel(/^Your CV/);
  await expect(page.getByText('jpg, png, pdf, doc — 1 MB max')).toBeVisible();
  await expect(cv).toHaveAccessibleDescription('jpg, png, pdf, doc — 1 MB max');

  await cv.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(
    page.getByText('The file format is not valid (allowed formats: jpg, png, pdf, doc)'),
  ).toBeVisible();
  await expect(cv).toHaveAttribute('aria-invalid', 'true');

  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1_000_001 - 9, 0x20)]);
  await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(
    page.getByText('The maximum allowed file size is 1MB. Please try again with a smaller CV.'),
  ).toBeVisible();

  await cv.setInputFiles({
    name: 'CV.PDF',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF'),
  });
  await expect(cv).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/file format|file size/)).toHaveCount(0);
});

test('?youare= preselects a known choice and ignores anything else', async ({ page }) => {
  await page.goto(siteUrl('en', `${CONTACT}?youare=candidate`));
  await expect(combobox(page, /^You are/)).toHaveText('Candidate');
  expect(await shownFields(page)).toContain('subjectCandidat');
  // The preselected fields come with the page's HTML, not after the scripts: nothing jumps.
  const html = await page.evaluate(async (url) => (await fetch(url)).text(), `${CONTACT}?youare=candidate`);
  expect(html).toContain('id="contact-subjectCandidat"');

  // The header's "A project?" link, followed from this very page, preselects a customer.
  await page.getByRole('banner').getByRole('link', { name: 'A project?' }).click();
  await expect(page).toHaveURL(/\?youare=customer$/);
  await expect(combobox(page, /^You are/)).toHaveText('Customer');
  expect(await shownFields(page)).toContain('subject0');

  await page.goto(siteUrl('en', `${CONTACT}?youare=admin`));
  await expect(combobox(page, /^You are/)).toHaveText('Choose');
  expect(await shownFields(page)).toEqual(ALWAYS);
});

test('the whistleblowing choice explains the system and links to the whistleblowing policy', async ({
  page,
}) => {
  await page.goto(siteUrl('en', CONTACT));
  await choose(page, /^You are/, 'Whistleblower (report)');
  const note = page.getByText(/The whistleblowing system is open to employees/);
  await expect(note).toContainText('Anonymous reports are allowed.');
  await expect(note).toContainText('anti-corruption charter');
  const more = note.getByRole('link', { name: 'Find out more' });
  await expect(more).toHaveAttribute('href', '/whistleblowing-policy');
  await expectAccessible(page);
  await more.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Whistleblowing policy' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Défenseur des droits');
  await expectAccessible(page);

  for (const [code, name, path, title] of [
    ['fr', 'En savoir plus', '/politique-d-alerte', 'Politique d’alerte'],
    ['es', 'Más información', '/politica-de-denuncias', 'Política de denuncias'],
    ['de', 'Mehr erfahren', '/hinweisgeberrichtlinie', 'Hinweisgeberrichtlinie'],
  ] as const) {
    await page.goto(siteUrl(code, `${CONTACT}?youare=snowden`));
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('href', path);
    await page.goto(siteUrl(code, path));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

async function fillCandidate(page: Page, email: string, message: string) {
  await choose(page, /^Sector/, 'Healthcare');
  await page.getByLabel(/^City/).fill('Lyon');
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Your message/).fill(message);
}

test('a complete request lands on the request-sent page and is stored with the visitor address', async ({
  page,
}) => {
  const email = `ada.${Date.now()}@example.com`;
  const message = 'Hello <b>team</b> & "friends" — it\'s me';
  // A visitor cannot choose the address the CMS rate-limits and records.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.66' });
  await page.goto(siteUrl('en', `${CONTACT}?youare=candidate`));
  await choose(page, /^Subject/, 'Send my CV');
  await page
    .getByLabel(/^Your CV/)
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await fillCandidate(page, email, message);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/demande-envoyee\?form=contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your request has been sent!');

  const auth = await adminAuth();
  const found = await fetch(`${CMS_URL}/api/contact-requests?depth=0&limit=100&sort=-createdAt`, {
    headers: auth,
  });
  expect(found.status).toBe(200);
  const { docs } = (await found.json()) as {
    docs: { youare: string; ip: string; values: Record<string, unknown>; files: unknown[] }[];
  };
  const stored = docs.find((doc) => doc.values.email === email);
  expect(stored, 'stored request').toBeDefined();
  expect(stored!.youare).toBe('candidate');
  expect(stored!.values).toMatchObject({ subjectCandidat: 'cv', city: 'Lyon', message });
  expect(stored!.values).not.toHaveProperty('company');
  expect(stored!.files).toHaveLength(1);
  expect(stored!.ip).not.toContain('203.0.113.66');
  expect(stored!.ip).toMatch(/127\.0\.0\.1|::1/);
});

test('a field the server refuses shows its message on the field', async ({ page }) => {
  await page.goto(siteUrl('en', `${CONTACT}?youare=candidate`));
  await choose(page, /^Subject/, 'Send my CV');
  // Named .pdf and small, so the browser accepts it; its bytes are no PDF, which only the server reads.
  await page
    .getByLabel(/^Your CV/)
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
  await fillCandidate(page, `grace.${Date.now()}@example.com`, 'Please read my CV');
  const answer = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().includes('/wp-json/'),
  );
  await page.getByRole('button', { name: 'Send' }).click();
  const response = await answer;
  expect(response.status()).toBe(422);
  const { errors } = (await response.json()) as { errors: Record<string, string> };
  const cv = page.getByLabel(/^Your CV/);
  await expect(cv).toBeFocused();
  await expect(cv).toHaveAttribute('aria-invalid', 'true');
  await expect(cv).toHaveAccessibleDescription(new RegExp(errors.cv!.replace(/[.()]/g, '\\$&')));
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'Some fields need correcting before sending.',
  );
  await expect(page.getByLabel(/^First name/)).toHaveValue('Ada');
});

test('a send in progress is announced; a failed one is tried again with its key, then says so and keeps what was typed', async ({
  page,
}) => {
  // The network, not our code, fails: the CMS answers 500 and then cannot be reached at all. The
  // engine tries three times (post-with-retries.ts), each time with the send's Idempotency-Key,
  // before it says so. The first answer waits for the test, so the sending state can be seen.
  const keys: (string | null)[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wp-json/api/*/forms/contact', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    if (keys.length > 1) return route.abort('connectionrefused');
    await held;
    await route.fulfill({ status: 500, json: { errors: { server: 'Internal server error' } } });
  });
  await page.goto(siteUrl('en', `${CONTACT}?youare=visiteur`));
  await choose(page, /^Sector/, 'Finance');
  await page.getByLabel(/^City/).fill('Paris');
  await choose(page, /^Subject/, 'Submit an idea');
  await page.getByLabel(/^First name/).fill('Alan');
  await page.getByLabel(/^Last name/).fill('Turing');
  await page.getByLabel(/^E-mail/).fill('alan@example.com');
  await page.getByLabel(/^Your message/).fill('An idea');
  const failure = 'Your request could not be sent. What you typed is kept: please try again in a moment.';
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(1);
  await expect(page.locator('form').getByRole('status')).toHaveText('Sending…');
  release();
  // Still sending while the engine tries again (1 s, then 3 s later).
  await expect.poll(() => keys.length).toBe(2);
  await expect(page.locator('form').getByRole('status')).toHaveText('Sending…');
  await expect(page.locator('form').getByRole('alert')).toHaveText(failure, { timeout: 15_000 });
  await expect(page.locator('form').getByRole('status')).toHaveText('');
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(new Set(keys).size).toBe(1);
  // Sent again with nothing changed: the same send, so the same key.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => keys.length, { timeout: 15_000 }).toBe(6);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 15_000 });
  await expect(page.locator('form').getByRole('alert')).toHaveText(failure);
  expect(new Set(keys).size).toBe(1);
  await expect(page.getByLabel(/^Your message/)).toHaveValue('An idea');
  await expect(combobox(page, /^Subject/)).toHaveText('Submit an idea');
  await expect(page).toHaveURL(/\/contactez-nous/);
  await expectAccessible(page);
});

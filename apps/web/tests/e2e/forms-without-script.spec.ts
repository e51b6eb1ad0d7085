import type { Page, Response } from '@playwright/test';
import { adminAuth, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';
import { CONTACT, minimalPdf, REQUIRED, streamedIn } from './contact-form';

/*
 * docs/product.md#forms-states "Without JavaScript": the browser posts the engine's form itself
 * (method post, multipart), never as a query string; a valid send is stored and answered with the
 * request-sent page (303); anything else with the answer screen: the form again with what was
 * typed and its messages (a report: its receipt code).
 */
test.use({ javaScriptEnabled: false });

/** The engine's form, by its send button (the page has other forms: the footer's). */
const sendForm = (page: Page, send: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: send, exact: true }) });

const isFormPost = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/forms';

/** A contact request as the admin sees it, found by its e-mail. */
async function storedContact(email: string) {
  const found = await fetch(`${CMS_URL}/api/contact-requests?depth=0&limit=100&sort=-createdAt`, {
    headers: await adminAuth(),
  });
  expect(found.status).toBe(200);
  const { docs } = (await found.json()) as { docs: { youare: string; values: Record<string, unknown> }[] };
  return docs.find((doc) => doc.values.email === email);
}

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
  const form = sendForm(page, 'Send');
  await expect(form).toHaveAttribute('method', /^post$/i);
  await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  await expect(form).toHaveAttribute('action', '/api/forms');

  // "You are" is a native select until a script runs.
  await page.getByRole('combobox', { name: /^You are/ }).selectOption({ label: 'Visitor' });
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^E-mail/).fill('ada@example.org');
  await page.getByLabel(/^Your message/).fill('Hello');
  const answer = page.waitForResponse(isFormPost);
  await page.getByRole('button', { name: 'Send' }).click();

  // A visitor's fields (sector, city, subject) were hidden until sent: the answer shows them, in English.
  expect((await answer).status()).toBe(422);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^You are/ })).toHaveValue('visiteur');
  await expect(page.getByLabel(/^First name/)).toHaveValue('Ada');
  await expect(page.getByLabel(/^Your message/)).toHaveValue('Hello');
  for (const label of [/^Sector/, /^City/, /^Subject/]) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(REQUIRED));
  }
  for (const address of [...addresses, page.url()]) {
    expect(address).not.toContain('Ada');
    expect(address).not.toContain('Lovelace');
    expect(address).not.toContain('example.org');
  }
});

test('contact: chosen "you are" alone comes back with its required fields, then is completed and stored', async ({
  page,
}) => {
  const email = `nojs-contact-${Date.now()}@example.com`;
  const addresses = addressesOf(page);
  await page.goto(siteUrl('fr', CONTACT));
  await page.getByRole('combobox', { name: /^Vous êtes/ }).selectOption({ label: 'Visiteur' });
  const answer = page.waitForResponse(isFormPost);
  await sendForm(page, 'Envoyer').getByRole('button', { name: 'Envoyer' }).click();

  const response = await answer;
  expect(response.status()).toBe(422);
  expect(response.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  await expect(page.getByText('Certains champs sont à corriger avant l’envoi.').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Vous êtes/ })).toHaveValue('visiteur');
  for (const label of [/^Secteur/, /^Ville/, /^Objet/, /^Prénom/, /^Nom/, /^E-mail/, /^Votre message/]) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(
      /Merci de renseigner ce champ obligatoire/,
    );
  }
  // What the visitor did not choose stays hidden: a customer's company.
  await expect(page.getByLabel(/^Société/)).toHaveCount(0);

  await page.getByRole('combobox', { name: /^Secteur/ }).selectOption({ index: 1 });
  await page.getByLabel(/^Ville/).fill('Lyon');
  await page.getByRole('combobox', { name: /^Objet/ }).selectOption({ index: 1 });
  await page.getByLabel(/^Prénom/).fill('Ada');
  await page.getByLabel(/^Nom/).fill('Lovelace');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Votre message/).fill('Bonjour sans JavaScript');
  await sendForm(page, 'Envoyer').getByRole('button', { name: 'Envoyer' }).click();

  await expect(page).toHaveURL(siteUrl('fr', '/demande-envoyee?form=contact'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const address of addresses) expect(address).not.toContain('Lovelace');
  const stored = await storedContact(email);
  expect(stored?.youare).toBe('visiteur');
  expect(stored?.values).toMatchObject({
    city: 'Lyon',
    firstname: 'Ada',
    message: 'Bonjour sans JavaScript',
  });
});

test('contact: an invalid e-mail comes back with everything else that was typed', async ({ page }) => {
  await page.goto(siteUrl('es', CONTACT));
  await page.getByRole('combobox', { name: /^Usted es/ }).selectOption({ label: 'Visitante' });
  await page.getByLabel(/^Nombre/).fill('Grace');
  await page.getByLabel(/^Apellidos/).fill('Hopper');
  await page.getByLabel(/^Correo electrónico/).fill('grace-at-example');
  await page.getByLabel(/^Su mensaje/).fill('Hola');
  await sendForm(page, 'Enviar').getByRole('button', { name: 'Enviar' }).click();

  const email = page.getByLabel(/^Correo electrónico/);
  await expect(email).toHaveValue('grace-at-example');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Nombre/)).toHaveValue('Grace');
  await expect(page.getByLabel(/^Apellidos/)).toHaveValue('Hopper');
  await expect(page.getByLabel(/^Su mensaje/)).toHaveValue('Hola');
  await expect(page.getByLabel(/^Nombre/)).not.toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).not.toContain('grace');
  // A new send still answers as from the contact page (its hidden back path).
  await expect(page.locator('input[name="_dav_back"]')).toHaveValue(CONTACT);
});

test('a whistleblowing report sent without JavaScript shows its receipt code', async ({ page }) => {
  const marker = `nojs-report-${Date.now()}`;
  await page.goto(siteUrl('fr', CONTACT));
  await page
    .getByRole('combobox', { name: /^Vous êtes/ })
    .selectOption({ label: 'Lanceur d’alerte (signalement)' });
  // Sent once to show the report's fields (company, subsidiary), then completed.
  await sendForm(page, 'Envoyer').getByRole('button', { name: 'Envoyer' }).click();
  await page.getByLabel(/^Société/).fill(marker);
  await page.getByRole('combobox', { name: /^Filiale concernée/ }).selectOption({ label: 'DAV Lyon' });
  await page.getByLabel(/^Prénom/).fill('Ada');
  await page.getByLabel(/^Nom/).fill('Lovelace');
  await page.getByLabel(/^E-mail/).fill(`${marker}@example.com`);
  await page.getByLabel(/^Votre message/).fill('Les factures sont gonflées.');
  const answer = page.waitForResponse(isFormPost);
  await sendForm(page, 'Envoyer').getByRole('button', { name: 'Envoyer' }).click();

  expect((await answer).status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre signalement a bien été reçu' }),
  ).toBeVisible();
  await expect(page.getByTestId('receipt-code')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  await expect(page.getByRole('link', { name: /\/suivi-signalement$/ })).toBeVisible();
  const code = (await page.getByTestId('receipt-code').textContent())!.replace(/\s/g, '');
  expect(page.url()).not.toContain(code);
});

test('the answer screen is the site’s own: asked for directly, or with a forged header, it is not found', async ({
  page,
}) => {
  expect((await page.goto(siteUrl('fr', '/envoi-formulaire')))?.status()).toBe(404);
  await page.setExtraHTTPHeaders({ 'x-dav-form-answer': 'an-id.a-signature' });
  expect((await page.goto(siteUrl('fr', '/envoi-formulaire')))?.status()).toBe(404);
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

test('spontaneous application: a file sent with an invalid field has to be chosen again', async ({
  page,
}) => {
  await page.goto(siteUrl('en', '/candidature-spontanee'));
  const form = sendForm(page, 'Send');
  await form.getByRole('combobox', { name: /^Area of expertise/ }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Grace');
  await form.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Spontaneous application' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'please choose your file again' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Hopper');
  await expect(form.getByRole('combobox', { name: /^Area of expertise/ })).not.toHaveValue('');
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
});

test.describe('the answer screen as the server sends it', () => {
  // axe runs in the page: scripts on, but the site's own held back, so the page stays as sent.
  test.use({ javaScriptEnabled: true });

  test('passes axe, its errors and values on show', async ({ page }) => {
    // Held, never answered (a failed one would start the chunk-load recovery).
    await page.route('**/_next/static/**/*.js', () => {});
    // The whole document: the form streamed in after the prerendered one has taken its place.
    await page.goto(siteUrl('fr', CONTACT), { waitUntil: 'domcontentloaded' });
    await streamedIn(page);
    await page.getByRole('combobox', { name: /^Vous êtes/ }).selectOption({ label: 'Client' });
    await page.getByLabel(/^Prénom/).fill('Ada');
    await sendForm(page, 'Envoyer').getByRole('button', { name: 'Envoyer' }).click({ noWaitAfter: true });
    await expect(page.getByLabel(/^Société/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Prénom/)).toHaveValue('Ada');
    await expectAccessible(page);
  });
});

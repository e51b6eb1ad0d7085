import type { Page } from '@playwright/test';
import type { OfferSearchResponse } from '@dav/contract';
import { adminAuth, cmsJson, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';
import { fillApplication } from './application-form';
import { minimalPdf } from './contact-form';

/** Seeded offers (apps/cms/src/seed/content/offers.ts): Python and SQL tests; a web security test without a link. */
const DATA_OFFER = 'ingenieure-ingenieur-data-paris';

let person = 0;
const newEmail = () => `skills-${Date.now()}-${++person}@example.com`;

async function securityOfferSlug(): Promise<string> {
  const found = await cmsJson<OfferSearchResponse>('/wp-json/api/fr/offers?q=cybers%C3%A9curit%C3%A9');
  return found.items[0]!.slug;
}

/** Fills the skills modal's form with the keyboard alone. */
async function fillSkills(page: Page, email: string) {
  const modal = page.getByRole('dialog');
  // The shared dialog holds focus 600 ms, then gives it to the first field.
  await expect(modal.getByRole('textbox', { name: /^Nom/ })).toBeFocused();
  await page.keyboard.type('Turing');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Alan');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  return modal;
}

test.describe('skills test', () => {
  test('a technology of an offer opens the modal; the test link comes back, with the keyboard alone', async ({
    page,
  }) => {
    await page.goto(siteUrl('fr', `/nos-offres/${DATA_OFFER}`));
    const python = page.getByRole('button', { name: 'Python', exact: true });
    await python.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Testez vos compétences en Python' });
    await expect(modal).toBeVisible();
    const email = newEmail();
    await fillSkills(page, email);
    await expectAccessible(page);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/wp-json/api/appskills') && r.method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const body = (await sent).postData() ?? '';
    for (const [name, value] of [
      ['locale', 'fr'],
      ['technology', 'python'],
      ['technologyId', '21'],
      ['idSubTechnology', '1'],
    ])
      expect(body).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n${value}\\r\\n`));

    const done = page.getByRole('dialog', { name: 'Merci !' });
    await expect(done).toBeVisible();
    const link = done.getByRole('link', { name: /Passer le test de Python/ });
    await expect(link).toHaveAttribute(
      'href',
      /^https:\/\/skills\.example\.com\/t\/21\/1\?lang=fr&token=\d+\.[\w-]{43}$/,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(done).toBeHidden();
    await expect(python).toBeFocused();

    // Opening again starts over: the form, empty.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Testez vos compétences en Python' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: /^Nom/ })).toHaveValue('');
  });

  test('a technology without a test says "Désolé..." and the service message', async ({ page }) => {
    await page.goto(siteUrl('fr', `/nos-offres/${await securityOfferSlug()}`));
    await page.getByRole('button', { name: 'Web security', exact: true }).click();
    await fillSkills(page, newEmail());
    await page.getByRole('dialog').getByRole('button', { name: 'Recevoir mon lien de test' }).click();
    const sorry = page.getByRole('dialog', { name: 'Désolé...' });
    await expect(sorry).toBeVisible();
    await expect(sorry).toContainText(
      'Le service est momentanément indisponible. Pouvez-vous réessayer plus tard ?',
    );
    await expectAccessible(page);
    await sorry.getByRole('button', { name: 'Fermer' }).click();
    await expect(sorry).toBeHidden();
  });

  test('a job application carries what the candidate check says of the address', async ({ page }) => {
    const email = newEmail();
    // A Python test taken first, straight at the CMS.
    const body = new FormData();
    for (const [name, value] of Object.entries({
      lastname: 'Turing',
      firstname: 'Alan',
      email,
      locale: 'fr',
      technology: 'python',
      technologyId: '21',
      idSubTechnology: '1',
    }))
      body.append(name, value);
    const asked = await fetch(`${CMS_URL}/wp-json/api/appskills`, {
      method: 'POST',
      body,
      headers: { origin: 'http://fr.localhost:3000', 'x-forwarded-for': `10.8.0.${person}` },
    });
    expect(((await asked.json()) as { url?: string }).url).toMatch(/^https:/);

    await page.goto(siteUrl('fr', `/nos-offres/${DATA_OFFER}`));
    const area = await fillApplication(page, email, {
      lastname: 'Turing',
      firstname: 'Alan',
      gender: 'Homme',
      place: 'Partout',
    });
    const order: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/wp-json/')) order.push(new URL(r.url()).pathname);
    });
    const checked = page.waitForResponse((r) => r.url().endsWith('/wp-json/api/appskills-candidate'));
    const sent = page.waitForRequest((r) => r.url().endsWith('/forms/application') && r.method() === 'POST');
    await area.getByRole('button', { name: 'Envoyer' }).click();
    // The page asks first what is known of the address, then sends with it.
    expect(await (await checked).json()).toEqual({ hasTests: true, tests: ['python'], hasAccount: true });
    await sent;
    // (Chromium does not hand tests a multipart body with a file: the values it fills are
    // candidate-check.test.ts's and submission.test.ts's.)
    expect(order).toEqual(['/wp-json/api/appskills-candidate', '/wp-json/api/fr/forms/application']);
    await expect(page).toHaveURL(/\/demande-envoyee\?form=application$/);
  });
});

test.describe('withdrawal', () => {
  test('the receipt’s link confirms, then erases the candidate’s data, once', async ({ page }) => {
    const email = newEmail();
    const body = new FormData();
    const fields: Record<string, string> = {
      lastname: 'Curie',
      firstname: 'Marie',
      email,
      mobility: 'everywhere',
      confidentiality: '/politique-de-confidentialite',
      youare: 'candidate',
      offer: DATA_OFFER,
      _started: String(Date.now() - 10_000),
    };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('cv', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'cv.pdf');
    const sent = await fetch(`${CMS_URL}/wp-json/api/fr/forms/application`, {
      method: 'POST',
      body,
      headers: { origin: 'http://fr.localhost:3000', 'x-forwarded-for': `10.8.1.${person}` },
    });
    expect(sent.status).toBe(200);

    // The receipt as queued for the candidate (read as the admin would, in Outgoing mails).
    const headers = await adminAuth();
    const jobs = (await (
      await fetch(`${CMS_URL}/api/payload-jobs?limit=200&sort=-createdAt&depth=0`, { headers })
    ).json()) as { docs: { input: { to: string; text: string } }[] };
    const receipt = jobs.docs.find((j) => j.input.to === email)!;
    const withdrawal = siteUrl('fr', '/retrait-candidature?token=').replace(/[.?/]/g, '\\$&');
    const link = new RegExp(`${withdrawal}\\S+`).exec(receipt.input.text)![0];

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Retirer ma candidature' })).toBeVisible();
    await expectAccessible(page);
    const confirm = page.getByRole('button', { name: 'Retirer ma candidature et effacer mes données' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/retrait-candidature\?etat=efface$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vos données sont effacées' })).toBeVisible();
    await expectAccessible(page);
    const left = (await (
      await fetch(`${CMS_URL}/api/candidates?where[email][equals]=${encodeURIComponent(email)}`, { headers })
    ).json()) as { docs: unknown[] };
    expect(left.docs).toEqual([]);

    // The same link again: no longer valid.
    await page.goto(link);
    await page.getByRole('button', { name: 'Retirer ma candidature et effacer mes données' }).click();
    await expect(page).toHaveURL(/\/retrait-candidature\?etat=invalide$/);
    await expect(page.getByText('Ce lien n’est plus valable')).toBeVisible();
  });
});

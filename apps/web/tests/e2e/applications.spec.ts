import type { OfferResponse } from '@dav/contract';
import { adminAuth, cmsJson, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';
import { fillApplication } from './application-form';
import { choose, minimalPdf } from './contact-form';

/** The seeded offer at two subsidiaries with two recruiters (apps/cms/src/seed/content/offers.ts). */
const OFFER = 'ingenieure-ingenieur-data-paris';

let applicant = 0;
const newEmail = () => `candidate-${Date.now()}-${++applicant}@example.com`;

/** Two job applications of `email` straight to the CMS, as the site would send them. */
async function applyTwiceThroughTheCms(email: string) {
  for (let i = 0; i < 2; i++) {
    const body = new FormData();
    const fields: Record<string, string | string[]> = {
      lastname: 'Lovelace',
      firstname: 'Ada',
      email,
      mobility: ['everywhere'],
      confidentiality: '/politique-de-confidentialite',
      youare: 'candidate',
      offer: OFFER,
      _started: String(Date.now() - 10_000),
    };
    for (const [name, value] of Object.entries(fields))
      for (const item of [value].flat()) body.append(name, item);
    body.append('cv', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'cv.pdf');
    const res = await fetch(`${CMS_URL}/wp-json/api/fr/forms/application`, {
      method: 'POST',
      body,
      headers: { origin: 'http://fr.localhost:3000', 'x-forwarded-for': `10.9.0.${applicant}` },
    });
    expect(res.status).toBe(200);
  }
}

test.describe('job application', () => {
  test('a candidate applies choosing a subsidiary and a recruiter, and lands on the thanks', async ({
    page,
  }) => {
    const offer = await cmsJson<OfferResponse>(`/wp-json/api/fr/offers/${OFFER}`);
    await page.goto(siteUrl('fr', `/nos-offres/${OFFER}`));
    await page.getByRole('link', { name: 'Postuler', exact: true }).click();
    const area = page.getByRole('region', { name: 'Postuler à cette offre' });
    await expect(area).toBeFocused();
    await area
      .getByRole('combobox', { name: 'Filiale de votre choix' })
      .selectOption({ label: 'DAV Lyon (Lyon)' });
    const second = offer.managers[1]!;
    await area.getByRole('radio', { name: new RegExp(second.name) }).check();
    const email = newEmail();
    await fillApplication(page, email);
    await expectAccessible(page);
    await area.getByRole('button', { name: 'Envoyer' }).click();

    await expect(page).toHaveURL(/\/demande-envoyee\?form=application$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Merci pour votre candidature !' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir nos autres offres' })).toHaveAttribute(
      'href',
      '/nos-offres',
    );
    await expectAccessible(page);

    // Stored with the choices made on the page (the recruiters' view).
    const headers = await adminAuth();
    const found = (await (
      await fetch(`${CMS_URL}/api/candidates?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
        headers,
      })
    ).json()) as { docs: { id: number }[] };
    const applications = (await (
      await fetch(`${CMS_URL}/api/applications?where[candidate][equals]=${found.docs[0]!.id}&depth=1`, {
        headers,
      })
    ).json()) as { docs: { manager: { id: number }; subsidiary: { slug: string }; offer: { id: number } }[] };
    expect(applications.docs).toHaveLength(1);
    expect(applications.docs[0]).toMatchObject({
      manager: { id: Number(second.id) },
      subsidiary: { slug: 'dav-lyon' },
      offer: { id: Number(offer.id) },
    });
  });

  test('a third application within 30 days shows the duplicate message, and keeps what was typed', async ({
    page,
  }) => {
    const email = newEmail();
    await applyTwiceThroughTheCms(email);
    await page.goto(siteUrl('fr', `/nos-offres/${OFFER}`));
    const area = await fillApplication(page, email);
    await area.getByRole('button', { name: 'Envoyer' }).click();

    const modal = page.getByRole('dialog', {
      name: 'Vous avez déjà candidaté à 2 offres au cours des 30 derniers jours.',
    });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Merci de votre patience');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Fermer' }).click();
    await expect(modal).toBeHidden();
    // Focus goes back to the send button, where the candidate was.
    await expect(area.getByRole('button', { name: 'Envoyer' })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/nos-offres/${OFFER}$`));
    await expect(area.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);
  });
});

test.describe('spontaneous application', () => {
  test('five places at most, "everywhere" alone, sent with the keyboard', async ({ page }) => {
    await page.goto(siteUrl('en', '/candidature-spontanee'));
    await expect(page.getByRole('heading', { level: 1, name: 'Spontaneous application' })).toBeVisible();
    await choose(page, /^Area of expertise/, 'Data & AI');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
    await page.getByRole('textbox', { name: /^First name/ }).fill('Grace');
    await page.getByRole('textbox', { name: /^Email/ }).fill(newEmail());
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    });
    const mobility = page.getByRole('group', { name: /^Where you would work/ });
    await expect(mobility.getByRole('checkbox')).toHaveCount(35);
    for (const city of ['Lyon', 'Madrid', 'Geneva', 'Brussels', 'Toulouse', 'Montreal']) {
      await mobility.getByRole('checkbox', { name: city, exact: true }).focus();
      await page.keyboard.press('Space');
    }
    await expect(mobility.getByRole('checkbox', { checked: true })).toHaveCount(5);
    await expect(mobility.getByRole('checkbox', { name: 'Montreal', exact: true })).not.toBeChecked();
    await mobility.getByRole('checkbox', { name: 'Everywhere', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(mobility.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(page.locator('form').getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await page.getByRole('checkbox', { name: /I accept the DAV privacy policy/ }).focus();
    await page.keyboard.press('Space');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/demande-envoyee\?form=application$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your application!' }),
    ).toBeVisible();
  });

  test('the /script variant shows the form without the shell', async ({ page }) => {
    await page.goto(siteUrl('fr', '/candidature-spontanee/script'));
    await expect(page.getByRole('heading', { level: 1, name: 'Candidature spontanée' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectAccessible(page);
  });
});

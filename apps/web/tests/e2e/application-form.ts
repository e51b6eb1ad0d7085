import type { Page } from '@playwright/test';
import { minimalPdf } from './contact-form';

/**
 * Fills the job application of an offer page (in French) as a candidate would: names, address, a
 * PDF CV, a gender, a place, the privacy consent. Returns the application area.
 */
export async function fillApplication(
  page: Page,
  email: string,
  choices: { gender?: string; place?: string; lastname?: string; firstname?: string } = {},
) {
  const area = page.getByRole('region', { name: 'Postuler à cette offre' });
  await area.getByRole('textbox', { name: /^Nom/ }).fill(choices.lastname ?? 'Lovelace');
  await area.getByRole('textbox', { name: /^Prénom/ }).fill(choices.firstname ?? 'Ada');
  await area.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await area.locator('input[type="file"]').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await area
    .getByRole('group', { name: /^Vous êtes/ })
    .getByRole('checkbox', { name: choices.gender ?? 'Femme' })
    .check();
  await area
    .getByRole('group', { name: /^Votre mobilité/ })
    .getByRole('checkbox', { name: choices.place ?? 'Lyon' })
    .check();
  await area.getByRole('checkbox', { name: /J’accepte la politique de confidentialité/ }).check();
  return area;
}

import type { Page } from '@playwright/test';

/** The contact page and what its tests share: the form is the CMS's `contact` definition. */
export const CONTACT = '/contactez-nous';
export const REQUIRED = 'Please fill in this required field';
/** Fields every visitor sees, whatever "you are" says. */
export const ALWAYS = ['youare', 'firstname', 'lastname', 'email', 'phone', 'message'];

export const combobox = (page: Page, label: string | RegExp) => page.getByRole('combobox', { name: label });

export async function choose(page: Page, label: string | RegExp, option: string) {
  await combobox(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The names of the fields on show, in order (the engine marks each field's slot). */
export async function shownFields(page: Page): Promise<string[]> {
  return page
    .locator('form [data-field]')
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-field')!));
}

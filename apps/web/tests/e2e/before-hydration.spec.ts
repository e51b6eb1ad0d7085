import type { Page, Route } from '@playwright/test';
import { expect, siteUrl, test } from '../fixtures';
import { combobox, CONTACT, streamedIn } from './contact-form';

/*
 * docs/product.md#shell "No click is lost": with the page's scripts held back, what the server
 * rendered either works (a native select, a form that posts) or says it is busy; once the scripts
 * run, what was done meanwhile is kept.
 */

/** Holds every script of the build until `release` is called: the page stays as the server sent it. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/**/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    // Those of a page left meanwhile are gone: nothing to let through.
    for (const route of held.splice(0)) await route.continue().catch(() => {});
  };
}

test("before hydration the contact form's selects are native, so they can be chosen at once", async ({
  page,
}) => {
  const release = await holdScripts(page);
  // The whole document, its streamed form in place (contact-form.ts, streamedIn): scripts still held.
  await page.goto(siteUrl('en', CONTACT), { waitUntil: 'domcontentloaded' });
  await streamedIn(page);
  const youare = combobox(page, /^You are/);
  await youare.selectOption({ label: 'Customer' });
  await expect(youare).toHaveValue('customer');
  await expect(youare).not.toHaveAttribute('aria-expanded');
  await release();
  // Once hydrated, the custom select takes over.
  await expect(youare).toHaveAttribute('aria-expanded', 'false');
});

test('a send before hydration is a post: nothing typed goes into the address', async ({ page }) => {
  const release = await holdScripts(page);
  // The whole document (the build's scripts are async: held, they do not hold it back).
  await page.goto(siteUrl('en', CONTACT), { waitUntil: 'domcontentloaded' });
  await streamedIn(page);
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^E-mail/).fill('ada@example.org');
  await page.getByRole('button', { name: 'Send' }).click();
  // Answered with the form again, what was typed in it, at an address without a query string.
  await expect(page).toHaveURL(siteUrl('en', '/api/forms'));
  await expect(page.getByLabel(/^First name/)).toHaveValue('Ada');
  await release();
  // Once its scripts run, the engine takes the answer over: its custom select, the first error focused.
  const youare = combobox(page, /^You are/);
  await expect(youare).toHaveAttribute('aria-expanded', 'false');
  await expect(youare).toBeFocused();
  await expect(page.getByLabel(/^First name/)).toHaveValue('Ada');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('ada@example.org');
  await expect(page).toHaveURL(siteUrl('en', '/api/forms'));
});

test('the subsidiary page\'s "see more clients" says it is busy until it works', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(siteUrl('en', '/nos-filiales/dav-paris'), { waitUntil: 'commit' });
  const more = page.getByRole('button', { name: 'See more clients' });
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Show public transport' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await release();
  await expect(more).not.toHaveAttribute('aria-disabled');
  await more.click();
  await expect(more).toHaveCount(0);
});

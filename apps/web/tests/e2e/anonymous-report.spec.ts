import type { Page, Response } from '@playwright/test';
import { createStaff, formChecks, logIn } from '../admin';
import { CMS_URL, adminAuth, expect, expectAccessible, siteUrl, test } from '../fixtures';
import { choose, CONTACT } from './contact-form';

/*
 * Anonymous reports (SPEC 5 "Anonymous reports are allowed", docs/product.md#contact-whistleblowing):
 * the whistleblowing notice first, then only a subsidiary and a message required; the receipt code
 * given, and the reporter's answer on the follow-up never dropped in silence. And the choice itself
 * is a fixed part of the form: an editor cannot rename it.
 */

const FOLLOW_UP = '/suivi-signalement';

const WORDS = {
  fr: {
    youare: /^Vous êtes/,
    snowden: 'Lanceur d’alerte (signalement)',
    notice: /^Le dispositif d’alerte est ouvert/,
    anonymous: /^Société, prénom, nom, e-mail et téléphone sont facultatifs : vous pouvez rester anonyme\./,
    subsidiary: /^Filiale concernée/,
    firstname: /^Prénom/,
    message: /^Votre message/,
    send: 'Envoyer',
    received: 'Votre signalement a bien été reçu',
    code: /^Votre code de suivi/,
    open: 'Consulter mon signalement',
    reply: 'Envoyer mon message',
    tooFast: /^Envoi trop rapide : par sécurité, votre message n’a pas encore été reçu\./,
    replySent: 'Votre message a bien été envoyé.',
  },
} as const;

const isPost = (path: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === path;

/** The order of the form's parts: each slot's field name, the notice as `notice`. */
const formParts = (page: Page) =>
  page
    .locator('form [data-field], form [data-notice]')
    .evaluateAll((parts) =>
      parts.map((part) => part.getAttribute('data-field') ?? `notice:${part.getAttribute('data-notice')}`),
    );

// One language: the report and its follow-up are the same code on every host (the English
// whistleblowing choice is read in contact.spec.ts; the translation files' keys are held complete
// in four languages by packages/contract's unit tests).
for (const code of ['fr'] as const) {
  const words = WORDS[code];

  test(`${code}: an anonymous report needs only a subsidiary and a message, gets its receipt, and a quick answer is refused, never dropped`, async ({
    page,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl(code, CONTACT));
    await choose(page, words.youare, words.snowden);

    await test.step('the notice comes first, with the line saying what may stay empty', async () => {
      await expect(page.getByText(words.notice)).toBeVisible();
      await expect(page.getByText(words.anonymous)).toBeVisible();
      const parts = await formParts(page);
      expect(parts.slice(0, 2)).toEqual(['youare', 'notice:whistleblowing']);
      // Optional, so not announced as required; the message still is.
      await expect(page.getByLabel(words.firstname)).not.toHaveAttribute('aria-required', 'true');
      await expect(page.getByLabel(words.message)).toHaveAttribute('aria-required', 'true');
      await expectAccessible(page);
    });

    const receipt = await test.step('sent with a subsidiary and a message only', async () => {
      await choose(page, words.subsidiary, 'DAV Lyon');
      await page.getByLabel(words.message).fill(`Anonymous facts (${code}).`);
      const answer = page.waitForResponse(isPost(`/wp-json/api/${code}/forms/contact`));
      await page.getByRole('button', { name: words.send, exact: true }).click();
      const body = (await (await answer).json()) as { success: boolean; receipt?: string };
      expect(body.success).toBe(true);
      expect(body.receipt).toMatch(/^\d{16}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.received);
      await expect(page.getByTestId('receipt-code')).toBeVisible();
      await expectAccessible(page);
      return body.receipt!;
    });

    await test.step('a prepared answer pasted at once is refused with a message, and kept', async () => {
      // The e2e stack's time trap is 1 ms (FORM_MIN_FILL_MS): a page whose clock runs a minute
      // ahead stamps its form in the CMS's future, so the send comes "too fast". That a reply sent
      // later is accepted is held by the CMS's integration tests (whistleblowing-choice-suite.ts)
      // and by whistleblowing.spec.ts's reply.
      await page.clock.install({ time: Date.now() + 60_000 });
      await page.goto(siteUrl(code, FOLLOW_UP));
      await page.getByLabel(words.code).fill(receipt);
      await page.getByRole('button', { name: words.open }).click();
      const message = page.getByLabel(words.message);
      const text = `Prepared in advance (${code}).`;
      await message.fill(text);
      const refused = page.waitForResponse(isPost(`/wp-json/api/${code}/whistleblowing-follow-up/reply`));
      await page.getByRole('button', { name: words.reply }).click();
      expect((await refused).status()).toBe(422);
      await expect(message).toHaveAccessibleDescription(words.tooFast);
      await expect(message).toHaveValue(text);
      await expect(page.getByText(words.replySent)).toHaveCount(0);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('fr: an anonymous report is posted by the browser in two sends and answered with its receipt code', async ({
    page,
  }) => {
    const words = WORDS.fr;
    await page.goto(siteUrl('fr', CONTACT));
    await page.getByRole('combobox', { name: words.youare }).selectOption({ label: words.snowden });
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: words.send, exact: true }) });
    // The first send brings the report's fields, the notice and the anonymity line.
    await form.getByRole('button', { name: words.send, exact: true }).click();
    await expect(page.getByText(words.notice)).toBeVisible();
    await expect(page.getByText(words.anonymous)).toBeVisible();
    await expect(page.getByLabel(words.firstname)).toHaveValue('');
    await page.getByRole('combobox', { name: words.subsidiary }).selectOption({ label: 'DAV Lyon' });
    await page.getByLabel(words.message).fill('Sans script et sans nom : les factures sont gonflées.');
    const answer = page.waitForResponse(isPost('/api/forms'));
    await form.getByRole('button', { name: words.send, exact: true }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: words.received })).toBeVisible();
    await expect(page.getByTestId('receipt-code')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  });
});

test('an editor cannot rename the whistleblowing value in the admin: the save is refused with its reason', async ({
  page,
}) => {
  test.slow();
  const found = await fetch(`${CMS_URL}/api/forms?where[name][equals]=contact&depth=0`, {
    headers: await adminAuth(),
  });
  const { docs } = (await found.json()) as {
    docs: { id: number; fields: { name: string; options?: { value: string }[] }[] }[];
  };
  const contact = docs[0]!;
  const youare = contact.fields.findIndex((field) => field.name === 'youare');
  const snowden = contact.fields[youare]!.options!.findIndex((option) => option.value === 'snowden');

  await logIn(page, await createStaff('editor'));
  const checks = formChecks(page);
  await page.goto(`${CMS_URL}/admin/collections/forms/${contact.id}`);
  const value = page.locator(`#field-fields__${youare}__options__${snowden}__value`);
  // The form's rows start collapsed: open the "you are" row and its options.
  for (const row of [`#fields-row-${youare}`, `#fields-${youare}-options-row-${snowden}`]) {
    const toggle = page.locator(`${row} .collapsible__toggle`).first();
    if (!(await value.isVisible()) && (await toggle.count())) await toggle.click();
  }
  await expect(value).toHaveValue('snowden');
  await value.fill('alerte');
  await checks.settled();
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await expect(
    page.getByText(/^Le choix « Lanceur d’alerte » \(valeur snowden\) du champ youare/).first(),
  ).toBeVisible();

  const after = await fetch(`${CMS_URL}/api/forms/${contact.id}?depth=0`, { headers: await adminAuth() });
  const saved = (await after.json()) as { fields: { name: string; options?: { value: string }[] }[] };
  const values = saved.fields
    .find((field) => field.name === 'youare')!
    .options!.map((option) => option.value);
  expect(values).toContain('snowden');
  expect(values).not.toContain('alerte');
});

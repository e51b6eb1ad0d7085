import type { Page, Response } from '@playwright/test';
import { createStaff } from '../admin';
import { CMS_URL, expect, expectAccessible, siteUrl, test, WEB_PORT } from '../fixtures';
import { choose, CONTACT, minimalPdf } from './contact-form';

/*
 * A whistleblower's way back to their report (docs/product.md#whistleblowing-follow-up, EU
 * Directive 2019/1937 art. 9): the receipt code shown once after the send, then the follow-up
 * page, where the code opens the report, the reporter reads the compliance team's messages and
 * replies. The code never travels in a URL nor stays in the browser; nothing leaves the site.
 */

const FOLLOW_UP = '/suivi-signalement';

const WORDS = {
  fr: {
    snowden: 'Lanceur d’alerte (signalement)',
    company: /^Société/,
    subsidiary: /^Filiale concernée/,
    firstname: /^Prénom/,
    lastname: /^Nom/,
    email: /^E-mail/,
    message: /^Votre message/,
    send: 'Envoyer',
    received: 'Votre signalement a bien été reçu',
    thanks: 'Merci, votre demande a bien été envoyée !',
    title: 'Suivi de signalement',
    code: /^Votre code de suivi/,
    open: 'Consulter mon signalement',
    report: 'Votre signalement',
    status: 'Reçu',
    receivedOn: 'Reçu le',
    file: /^Un document/,
    reply: 'Envoyer mon message',
    replySent: 'Votre message a bien été envoyé.',
    oneFile: '1 fichier joint',
    compliance: 'Équipe conformité',
    you: 'Vous',
    leave: 'Quitter le suivi',
    left: "Vous avez quitté le suivi : votre signalement n'est plus affiché.",
  },
} as const;
type Code = keyof typeof WORDS;

/** Every request the page makes, to check that none leaves the site's origin. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const isPost = (path: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === path;

/** Sends a report through the contact form; returns the receipt code the CMS answered with. */
async function sendReport(page: Page, code: Code, marker: string): Promise<string> {
  const words = WORDS[code];
  await page.goto(siteUrl(code, CONTACT));
  await choose(page, /^(You are|Vous êtes)/, words.snowden);
  await page.getByLabel(words.company).fill(marker);
  await choose(page, words.subsidiary, 'DAV Lyon');
  await page.getByLabel(words.firstname).fill('Ada');
  await page.getByLabel(words.lastname).fill('Lovelace');
  await page.getByLabel(words.email).fill(`${marker}@example.com`);
  await page.getByLabel(words.message).fill('Invoices are inflated on the Lyon contract.');
  const answer = page.waitForResponse(isPost(`/wp-json/api/${code}/forms/contact`));
  await page.getByRole('button', { name: words.send, exact: true }).click();
  const body = (await (await answer).json()) as { success: boolean; receipt?: string };
  expect(body.success).toBe(true);
  expect(body.receipt).toMatch(/^\d{16}$/);
  return body.receipt!;
}

const grouped = (receipt: string) => receipt.replace(/(\d{4})(?=\d)/g, '$1 ');

/** A compliance officer's message on the report, written through the CMS's REST API. */
async function complianceWrites(marker: string, body: string): Promise<string> {
  const officer = await createStaff('compliance');
  const login = await fetch(`${CMS_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: officer.email, password: officer.password }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `JWT ${token}`, 'content-type': 'application/json' };
  const found = await fetch(`${CMS_URL}/api/whistleblowing-reports?depth=0&limit=100&sort=-createdAt`, {
    headers,
  });
  expect(found.status).toBe(200);
  const { docs } = (await found.json()) as {
    docs: { id: number | string; values: Record<string, unknown> }[];
  };
  const report = docs.find((doc) => doc.values.company === marker);
  expect(report, 'the report in the admin').toBeDefined();
  const created = await fetch(`${CMS_URL}/api/report-messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ report: report!.id, body }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return officer.name;
}

// One language: the report and its follow-up are the same code on every host (the English
// whistleblowing choice is read in contact.spec.ts; the translation files' keys are held complete
// in four languages by packages/contract's unit tests).
for (const code of ['fr'] as const) {
  const words = WORDS[code];

  test(`${code}: a report's receipt code is shown once, then opens its follow-up, where the reporter reads and replies`, async ({
    page,
    context,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requests = recordRequests(page);
    const marker = `report-${code}-${Date.now()}`;
    const receipt = await sendReport(page, code, marker);

    await test.step('the request-sent page shows the code once, never in the URL', async () => {
      await expect(page).toHaveURL(siteUrl(code, '/demande-envoyee?form=contact'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.received);
      await expect(page.getByTestId('receipt-code')).toHaveText(grouped(receipt));
      const link = page.getByRole('link', { name: siteUrl(code, FOLLOW_UP) });
      await expect(link).toHaveAttribute('href', FOLLOW_UP);
      await expectAccessible(page);
      const kept = await page.evaluate(() => ({
        history: `${location.href} ${history.length}`,
        cookie: document.cookie,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
      }));
      for (const place of Object.values(kept)) expect(place).not.toContain(receipt);

      // Gone once the page is left: Back shows the usual thanks, and so does a reload.
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.thanks);
      await expect(page.getByTestId('receipt-code')).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.thanks);
      await expect(page.getByTestId('receipt-code')).toHaveCount(0);
      await expect(page.getByText(grouped(receipt))).toHaveCount(0);
    });

    await test.step('a wrong code is refused with the CMS’s message and stays typed', async () => {
      const response = await page.goto(siteUrl(code, FOLLOW_UP));
      expect(response?.headers()['cache-control']).toContain('no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expectAccessible(page);

      const wrong = grouped(`${receipt.slice(0, 15)}${(Number(receipt[15]) + 1) % 10}`);
      const field = page.getByLabel(words.code);
      await field.fill(wrong);
      const answer = page.waitForResponse(isPost(`/wp-json/api/${code}/whistleblowing-follow-up`));
      await page.getByRole('button', { name: words.open }).click();
      const refused = await answer;
      expect(refused.status()).toBe(422);
      const { errors } = (await refused.json()) as { errors: { code: string } };
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(errors.code.replace(/[.()?]/g, '\\$&')));
      await expect(field).toHaveValue(wrong);
      await expect(page).toHaveURL(siteUrl(code, FOLLOW_UP));
      await expectAccessible(page);
    });

    await test.step('the right code, typed with its spaces, opens the report from the keyboard', async () => {
      await page.getByLabel(words.code).fill(grouped(receipt));
      await page.getByLabel(words.code).press('Enter');
      const heading = page.getByRole('heading', { level: 2, name: words.report });
      await expect(heading).toBeFocused();
      await expect(page.getByTestId('report-status')).toHaveText(words.status);
      await expect(page.getByText(words.receivedOn, { exact: true })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('listitem').filter({ hasText: words.compliance }),
      ).toHaveCount(0);
      await expect(page).toHaveURL(siteUrl(code, FOLLOW_UP));
      await expectAccessible(page);
    });

    await test.step('the reporter replies with a text and a PDF: the message shows, the form empties', async () => {
      const text = `More facts, line one.\n<b>not markup</b> ${marker}`;
      await page.getByLabel(words.message).fill(text);
      await page
        .getByLabel(words.file)
        .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
      await page.getByRole('button', { name: words.reply }).click();
      await expect(page.getByRole('status').filter({ hasText: words.replySent })).toBeVisible();
      const mine = page.getByRole('main').getByRole('listitem').filter({ hasText: marker });
      await expect(mine).toContainText(words.you);
      await expect(mine).toContainText(words.oneFile);
      await expect(mine.getByText('<b>not markup</b>', { exact: false })).toBeVisible();
      await expect(mine.locator('b')).toHaveCount(0);
      await expect(page.getByLabel(words.message)).toHaveValue('');
    });

    await test.step('the compliance team’s message shows as the team’s, never a name', async () => {
      const answer = `We are looking into it (${code}).`;
      const officer = await complianceWrites(marker, answer);
      await page.getByRole('button', { name: words.leave }).click();
      await expect(page.getByLabel(words.code)).toBeFocused();
      await expect(page.getByLabel(words.code)).toHaveValue('');
      await expect(page.getByRole('status').filter({ hasText: words.left })).toBeAttached();
      await expect(page.getByText(marker)).toHaveCount(0);

      await page.getByLabel(words.code).fill(receipt);
      await page.getByRole('button', { name: words.open }).click();
      const theirs = page.getByRole('main').getByRole('listitem').filter({ hasText: answer });
      await expect(theirs).toContainText(words.compliance);
      await expect(page.getByText(officer)).toHaveCount(0);
      await expectAccessible(page);
    });

    expect(await context.cookies()).toEqual([]);
    const origin = `http://${code}.localhost:${WEB_PORT}`;
    const elsewhere = requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
    expect(elsewhere).toEqual([]);
  });
}

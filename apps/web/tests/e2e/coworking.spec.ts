import type { CoworkingResponse } from '@dav/contract';
import { adminAuth, cmsJson, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';

const PATH = '/espace-coworking';
const MODES = [
  { hash: '#demande-jour', count: 'nb-day', rate: 'day_rate_price', book: 'Book by the day' },
  { hash: '#demande-semaine', count: 'nb-week', rate: 'week_rate_price', book: 'Book by the week' },
  { hash: '#demande-mois', count: 'nb-month', rate: 'month_rate_price', book: 'Book by the month' },
] as const;
const COUNT_NAMES = MODES.map((mode) => mode.count);

const coworkingOf = (locale: string) => cmsJson<CoworkingResponse>(`/wp-json/api/${locale}/coworking`);

test.describe('coworking page', () => {
  test('navigation, rates per person from the CMS, gallery, details, address and itinerary', async ({
    page,
  }) => {
    const cw = await coworkingOf('en');
    await page.goto(siteUrl('en', PATH));
    await expect(page.getByRole('heading', { level: 1, name: 'Coworking space' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'On this page' });
    const entries = [
      ['Overview', '#presentation'],
      ['Rates', '#tarifs'],
      ['Gallery', '#galerie'],
      ['Practical information', '#infos-pratiques'],
      ['Send a request', '#demande'],
    ] as const;
    await expect(nav.getByRole('link')).toHaveCount(entries.length);
    for (const [name, href] of entries)
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);

    await expect(page.getByRole('heading', { level: 2, name: cw.presentation.title })).toBeVisible();
    await expect(page.getByText(cw.presentation.text)).toBeVisible();

    const rates = page.getByRole('region', { name: 'Our rates' });
    for (const mode of MODES) {
      await expect(rates).toContainText(`€${cw[mode.rate]} excl. VAT per person`);
      await expect(rates.getByRole('link', { name: mode.book })).toHaveAttribute('href', mode.hash);
    }

    const gallery = page.getByRole('region', { name: 'Gallery' }).getByRole('img');
    await expect(gallery).toHaveCount(cw.gallery.length);
    for (const [i, image] of cw.gallery.entries())
      await expect(gallery.nth(i)).toHaveAttribute('alt', image.alt);

    const details = page.getByRole('region', { name: 'Practical information' });
    for (const detail of cw.details) {
      await expect(details.locator('dt', { hasText: detail.label })).toBeVisible();
      await expect(details.locator('dd', { hasText: detail.text })).toBeVisible();
    }
    const address = details.locator('address');
    for (const line of cw.address.split('\n')) await expect(address).toContainText(line);
    expect((await address.innerText()).split('\n')).toEqual(cw.address.split('\n'));
    const itinerary = details.getByRole('link', { name: 'Plan my route (opens in a new tab)' });
    await expect(itinerary).toHaveAttribute('href', cw.itinerary_url!);
    await expect(itinerary).toHaveAttribute('target', '_blank');

    await expectAccessible(page);
  });

  test('the page navigation works with the keyboard and never opens the request', async ({ page }) => {
    await page.goto(siteUrl('fr', PATH));
    const nav = page.getByRole('navigation', { name: 'Sur cette page' });
    await nav.getByRole('link', { name: 'Tarifs' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(siteUrl('fr', `${PATH}#tarifs`));
    await expect(page.getByRole('heading', { name: 'Nos tarifs' })).toBeInViewport();
    await page.goto(siteUrl('fr', PATH));
    await nav.getByRole('link', { name: 'Envoyer une demande' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Envoyer une demande' })).toBeInViewport();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('French prices in the French format', async ({ page }) => {
    const cw = await coworkingOf('fr');
    await page.goto(siteUrl('fr', PATH));
    const rates = page.getByRole('region', { name: 'Nos tarifs' });
    await expect(rates).toContainText(new RegExp(`${cw.month_rate_price}\\s€ HT par personne`));
    await expect(rates.getByRole('link', { name: 'Réserver au mois' })).toHaveAttribute(
      'href',
      '#demande-mois',
    );
  });
});

test.describe('coworking request modal', () => {
  for (const mode of MODES) {
    test(`${mode.hash} opens the form with ${mode.count} only; Escape closes it and drops the hash`, async ({
      page,
    }) => {
      const cw = await coworkingOf('en');
      await page.goto(siteUrl('en', `${PATH}${mode.hash}`));
      const dialog = page.getByRole('dialog', { name: cw.form_title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(cw.form_message)).toBeVisible();
      await expect(dialog.getByText(mode.book)).toBeVisible();
      const count = dialog.locator(`input[name="${mode.count}"]`);
      await expect(count).toHaveAttribute('min', '0');
      await expect(count).toHaveAttribute('max', '12');
      await expect(count).toHaveValue('0');
      for (const other of COUNT_NAMES.filter((name) => name !== mode.count)) {
        await expect(page.locator(`[name="${other}"]`)).toHaveCount(0);
      }
      // Focus moves into the form after the opening animation (600 ms).
      await expect(dialog.getByLabel(/Last name/)).toBeFocused();
      // The page behind does not scroll while the request is open.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      if (mode.count === 'nb-day') await expectAccessible(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(siteUrl('en', PATH));
      await expect(page.locator(`[name="${mode.count}"]`)).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
        'hidden',
      );
      // Nothing opened it (the address bar did): focus lands on the page's link for that mode.
      await expect(
        page.getByRole('region', { name: 'Our rates' }).getByRole('link', { name: mode.book }),
      ).toBeFocused();
    });
  }

  test('the title becomes the estimate: people × count × rate, excl. VAT, with the canteen note', async ({
    page,
  }) => {
    const cw = await coworkingOf('en');
    await page.goto(siteUrl('en', `${PATH}#demande-semaine`));
    const dialog = page.getByRole('dialog');
    const title = dialog.getByRole('heading', { level: 2 });
    await expect(title).toHaveText(cw.form_title);
    await dialog.getByLabel(/Number of people/).fill('3');
    await expect(title).toHaveText(cw.form_title);
    await dialog.getByLabel(/Number of weeks/).fill('2');
    expect(3 * 2 * cw.week_rate_price).toBe(660);
    await expect(title).toHaveText('Estimate: €660 excl. VAT');
    await expect(dialog).toHaveAccessibleName('Estimate: €660 excl. VAT');
    await expect(dialog.getByText(/canteen fee of about €5 per person and per day/)).toBeVisible();
    // Screen readers hear the estimate once the numbers rest, politely.
    await expect(dialog.locator('[aria-live="polite"]', { hasText: 'Estimate' })).toHaveText(
      /^Estimate: €660 excl\. VAT\. An estimate excluding VAT/,
    );
    await dialog.getByLabel(/Number of weeks/).fill('0');
    await expect(title).toHaveText(cw.form_title);
  });

  test('without motion: no smooth scroll, no opening animation, focus in the form at once', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('en', `${PATH}#demande-jour`));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(/Last name/)).toBeFocused();
    expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });

  test('a request link opens the modal; closing gives focus back to it and Back does not reopen it', async ({
    page,
  }) => {
    await page.goto(siteUrl('en', PATH));
    const link = page
      .getByRole('region', { name: 'Our rates' })
      .getByRole('link', { name: 'Book by the month' });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(siteUrl('en', `${PATH}#demande-mois`));
    await expect(dialog.locator('input[name="nb-month"]')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close the request' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page).toHaveURL(siteUrl('en', PATH));
    await page.goBack();
    await expect(page).toHaveURL(siteUrl('en', PATH));
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('what was typed is kept for the next opening, the count and its estimate aside', async ({ page }) => {
    const cw = await coworkingOf('en');
    await page.goto(siteUrl('en', `${PATH}#demande-jour`));
    const dialog = page.getByRole('dialog');
    const title = dialog.getByRole('heading', { level: 2 });
    await dialog.getByLabel(/Last name/).fill('Durand');
    await dialog.getByLabel(/Number of people/).fill('2');
    await dialog.getByLabel(/Number of days/).fill('3');
    await expect(title).not.toHaveText(cw.form_title);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page
      .getByRole('region', { name: 'Our rates' })
      .getByRole('link', { name: 'Book by the week' })
      .click();
    await expect(dialog.getByLabel(/Last name/)).toHaveValue('Durand');
    await expect(dialog.getByLabel(/Number of people/)).toHaveValue('2');
    await expect(dialog.getByLabel(/Number of weeks/)).toHaveValue('0');
    await expect(title).toHaveText(cw.form_title);
    await dialog.getByLabel(/Number of weeks/).fill('1');
    await expect(title).toHaveText(`Estimate: €${2 * cw.week_rate_price} excl. VAT`);
  });
});

test.describe('coworking request form', () => {
  test('a full request lands on the request-sent page and is stored with its count', async ({ page }) => {
    const email = `cowork-${Date.now()}@example.com`;
    await page.goto(siteUrl('en', `${PATH}#demande-semaine`));
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Last name/).fill('Lovelace');
    await dialog.getByLabel(/First name/).fill('Ada');
    await dialog.getByLabel(/E-mail/).fill(email);
    await dialog.getByLabel(/Phone/).fill('+33 4 00 00 00 00');
    await dialog.getByLabel(/Company/).fill('Analytical Engines');
    await dialog.getByLabel(/Number of people/).fill('2');
    await dialog.getByLabel(/Number of weeks/).fill('3');
    await dialog.getByRole('button', { name: /Arrival date/ }).click();
    await dialog.getByRole('grid').locator('button[data-day]:not([aria-disabled])').first().click();
    await expect(dialog.getByLabel(/Arrival date/).first()).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await dialog.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(siteUrl('en', '/demande-envoyee?form=coworking'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you, your booking request has been sent!',
    );
    await expectAccessible(page);
    // Back shows the coworking page, not the request again.
    await page.goBack();
    await expect(page).toHaveURL(siteUrl('en', PATH));
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const res = await fetch(`${CMS_URL}/api/coworking-requests?limit=100&sort=-createdAt&depth=0`, {
      headers: await adminAuth(),
    });
    expect(res.status).toBe(200);
    const { docs } = (await res.json()) as { docs: { locale: string; values: Record<string, unknown> }[] };
    const stored = docs.find((doc) => doc.values.email === email);
    expect(stored?.locale).toBe('en');
    expect(stored?.values).toMatchObject({ lastname: 'Lovelace', 'nb-people': '2', 'nb-week': '3' });
    expect(stored?.values).not.toHaveProperty('nb-day');
    expect(stored?.values).not.toHaveProperty('nb-month');
  });
});

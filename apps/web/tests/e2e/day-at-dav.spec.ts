import type { Page } from '@playwright/test';
import { adminAuth, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';
import { choose } from './contact-form';

const PATH = '/une-journee-chez-dav';

/** Presses a button with the keyboard only: focus it (as Tab would), then Enter or Space. */
async function press(page: Page, name: string | RegExp, key: 'Enter' | 'Space' = 'Enter') {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press(key);
}

const step = (page: Page, heading: string) => page.getByRole('group', { name: heading, exact: true });

async function typeQuantity(page: Page, label: string, value: string) {
  const input = page.getByRole('spinbutton', { name: label });
  await input.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
  await expect(input).toHaveValue(value);
}

test.describe('a day at DAV', () => {
  test('walks the five steps by keyboard, chooses, changes quantities, skips, and books', async ({
    page,
  }) => {
    // Five steps, six accessibility scans and a send: longer than one screen's test.
    test.slow();
    await page.goto(siteUrl('en', PATH));
    await expect(page.getByRole('heading', { level: 1, name: 'A day at DAV' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('A day at DAV');
    const themes = step(page, 'Choose one or more themes');
    await expect(themes).toBeVisible();
    await expect(themes.getByText('Step 1 of 5')).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('Choose one or more themes');
    await expectAccessible(page);

    // Step 1 cannot be left without a theme.
    await press(page, 'Next');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Choose at least one theme to go on.' }),
    ).toBeVisible();
    await expect(themes).toBeVisible();

    // A card toggles: selecting a chosen product removes it.
    await press(page, 'Select Innovation', 'Space');
    await expect(page.getByRole('button', { name: 'Selected Innovation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await press(page, 'Select Cybersecurity');
    const cyber = page.getByRole('button', { name: 'Selected Cybersecurity' });
    await expect(cyber).toHaveAttribute('aria-pressed', 'true');
    await press(page, 'Selected Cybersecurity');
    await expect(page.getByRole('button', { name: 'Select Cybersecurity' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Step 2: focus lands on its heading, and the change is announced politely.
    await press(page, 'Next');
    const rooms = step(page, 'Choose a room');
    await expect(rooms.getByRole('heading', { level: 2, name: 'Choose a room' })).toBeFocused();
    await expect(rooms.getByText('Step 2 of 5')).toBeVisible();
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: 'Step 2 of 5: Choose a room' }),
    ).toHaveCount(1);
    await expect(themes).toBeHidden();
    await expect(rooms).toContainText('€250 excl. VAT per day');
    await press(page, 'Select Agora room');
    await press(page, 'Select Workshop room');
    // One room: the second replaces the first.
    await expect(page.getByRole('button', { name: 'Select Agora room' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await typeQuantity(page, 'Rental duration (days)', '1.5');
    await expectAccessible(page);

    await press(page, 'Next');
    const lunch = step(page, 'Choose the lunch');
    await expect(lunch.getByRole('heading', { level: 2 })).toBeFocused();
    await press(page, 'Select Lyon buffet');
    await typeQuantity(page, 'Number of people', '12');
    await expectAccessible(page);

    await press(page, 'Next');
    const goodies = step(page, 'Choose your goodies');
    await expect(goodies.getByRole('heading', { level: 2 })).toBeFocused();
    await press(page, 'Select DAV mug');
    await typeQuantity(page, 'Quantity', '30');
    await expectAccessible(page);
    // Skipping drops what was chosen in the step.
    await press(page, 'Skip this step');

    const summary = step(page, 'Your selection and booking');
    await expect(summary.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(summary.getByText('Step 5 of 5')).toBeVisible();
    await expect(summary).toContainText('Innovation');
    await expect(summary).toContainText('Workshop room — Rental duration (days): 1.5');
    await expect(summary).toContainText('Lyon buffet — Number of people: 12');
    await expect(summary).not.toContainText('DAV mug');
    await expectAccessible(page);

    // The booking form: an invalid number of people is refused by the page itself (no request
    // sent), then corrected.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/forms\/day$/.test(request.url())) sent.push(request.url());
    });
    const email = `day-${Date.now()}@example.com`;
    await summary.getByLabel(/First name/).fill('Katherine');
    await summary.getByLabel(/Last name/).fill('Johnson');
    await summary.getByLabel(/E-mail/).fill(email);
    await summary.getByLabel(/Phone/).fill('+33 4 72 00 00 00');
    await summary.getByLabel(/Company/).fill('NASA');
    await summary.getByLabel(/Number of people/).fill('2.5');
    await summary.getByRole('button', { name: /Preferred date/ }).click();
    await page.getByRole('grid').locator('button[data-day]:not([aria-disabled])').first().click();
    await choose(page, /^Start time/, '09:30');
    await choose(page, /^End time/, '17:00');
    await summary.locator('button[type="submit"]').click();
    await expect(summary.getByText('Please enter a whole number between 1 and 99')).toBeVisible();
    await expect(summary.getByLabel(/Number of people/)).toBeFocused();
    expect(sent).toEqual([]);
    await expectAccessible(page);
    await summary.getByLabel(/Number of people/).fill('12');
    await summary.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(siteUrl('en', '/demande-envoyee?form=day'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you, your day booking request has been sent!',
    );
    await expect(page.getByRole('link', { name: 'Back to “A day at DAV”' })).toHaveAttribute('href', PATH);
    await expectAccessible(page);

    const res = await fetch(`${CMS_URL}/api/day-requests?limit=100&sort=-createdAt&depth=0`, {
      headers: await adminAuth(),
    });
    expect(res.status).toBe(200);
    const { docs } = (await res.json()) as { docs: { locale: string; values: Record<string, unknown> }[] };
    const stored = docs.find((doc) => doc.values.email === email);
    expect(stored?.locale).toBe('en');
    expect(stored?.values).toMatchObject({
      lastname: 'Johnson',
      people: '12',
      timestart: '09:30',
      timeend: '17:00',
    });
    expect(stored?.values.basket).toEqual([
      expect.stringMatching(/^Innovation × 1 \[\w+\]$/),
      expect.stringMatching(/^Workshop room × 1\.5 \[\w+\]$/),
      expect.stringMatching(/^Lyon buffet × 12 \[\w+\]$/),
    ]);
  });

  test('in French, with reduced motion: no slide, focus on each heading, back and skip', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('fr', PATH));
    await expect(page.getByRole('heading', { level: 1, name: 'Une journée chez DAV' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /ariane/i })).toContainText('Une journée chez DAV');
    await press(page, 'Choisir Innovation');
    await expect(page.getByRole('button', { name: 'Choisi Innovation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await press(page, 'Suivant');
    const rooms = step(page, 'Choisissez une salle');
    await expect(rooms.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(rooms.getByText('Étape 2 sur 5')).toBeVisible();
    expect(await rooms.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(rooms).toContainText('450 € HT par jour');
    await press(page, 'Passer cette étape');
    await press(page, 'Étape précédente');
    await expect(rooms.getByRole('heading', { level: 2 })).toBeFocused();
    for (const heading of ['Choisissez le déjeuner', 'Choisissez vos goodies']) {
      await press(page, 'Passer cette étape');
      await expect(step(page, heading).getByRole('heading', { level: 2 })).toBeFocused();
    }
    await press(page, 'Passer cette étape');
    const summary = step(page, 'Votre sélection et votre réservation');
    await expect(summary.getByText('Étape 5 sur 5')).toBeVisible();
    await expect(summary).toContainText('Rien de choisi');
    await expect(summary.getByRole('button', { name: 'Passer cette étape' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('without JavaScript the products are listed, with a way to write to us', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('en', PATH));
    await expect(page.locator('[data-day-slider]')).toBeHidden();
    for (const title of ['Innovation', 'Agora room', 'Food truck', 'Tote bag'])
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactez-nous');
    await context.close();
  });

  test('a product’s title leads to its page, which leads back to the slider', async ({ page }) => {
    await page.goto(siteUrl('en', PATH));
    const link = step(page, 'Choose one or more themes').getByRole('link', {
      name: 'Innovation',
      exact: true,
    });
    await expect(link).toHaveAttribute('href', `${PATH}/innovation`);
    // The card keeps its select button beside the link, not inside it.
    await expect(link.getByRole('button')).toHaveCount(0);
    await link.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(siteUrl('en', `${PATH}/innovation`));
    await expect(page.getByRole('heading', { level: 1, name: 'Innovation' })).toBeVisible();
    await expect(page.locator('article').getByText('Theme', { exact: true })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'A day at DAV' })).toHaveAttribute('href', PATH);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Innovation');
    const picture = page.locator('article img');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page).toHaveTitle('Innovation | DAV');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      siteUrl('en', `${PATH}/innovation`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      siteUrl('fr', `${PATH}/innovation`),
    );
    await expectAccessible(page);

    // A room shows its price per day; its page in French is its French slug.
    await page.goto(siteUrl('en', `${PATH}/agora-room`));
    await expect(page.getByRole('heading', { level: 1, name: 'Agora room' })).toBeVisible();
    await expect(page.locator('article').getByText('Room', { exact: true })).toBeVisible();
    await expect(page.locator('article')).toContainText('€450 excl. VAT per day');
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      siteUrl('fr', `${PATH}/salle-agora`),
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      siteUrl('fr', `${PATH}/salle-agora`),
    );

    await page.getByRole('link', { name: 'Plan my day' }).click();
    await expect(page).toHaveURL(siteUrl('en', PATH));
    await expect(step(page, 'Choose one or more themes')).toBeVisible();
  });

  test('en français : la page d’une salle, son prix, sa variante /script, et une page inconnue (404)', async ({
    page,
  }) => {
    await page.goto(siteUrl('fr', PATH));
    await step(page, 'Choisissez un ou plusieurs thèmes')
      .getByRole('link', { name: 'Cybersécurité', exact: true })
      .click();
    await expect(page).toHaveURL(siteUrl('fr', `${PATH}/cybersecurite`));
    await expect(page.getByRole('heading', { level: 1, name: 'Cybersécurité' })).toBeVisible();
    await expect(page.locator('article').getByText('Thème', { exact: true })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: /ariane/i });
    await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Une journée chez DAV' })).toHaveAttribute('href', PATH);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Cybersécurité');
    await expect(page.locator('article img')).toHaveAttribute('fetchpriority', 'high');
    await expectAccessible(page);

    await page.goto(siteUrl('fr', `${PATH}/salle-agora`));
    await expect(page.getByRole('heading', { level: 1, name: 'Salle Agora' })).toBeVisible();
    await expect(page.locator('article').getByText('Salle', { exact: true })).toBeVisible();
    await expect(page.locator('article')).toContainText('450 € HT par jour');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      siteUrl('en', `${PATH}/agora-room`),
    );
    const back = page.getByRole('link', { name: 'Composer ma journée' });
    await expect(back).toHaveAttribute('href', PATH);
    await expectAccessible(page);

    const script = await page.goto(siteUrl('fr', `${PATH}/salle-agora/script`));
    expect(script?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Salle Agora' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /ariane/i })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    for (const path of [`${PATH}/salle-atlantis`, `${PATH}/salle-agora/plan`, `${PATH}/agora-room`]) {
      const missing = await page.goto(siteUrl('fr', path));
      expect(missing?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Oups');
    }
  });

  test('the /script variant shows the screen alone', async ({ page }) => {
    await page.goto(siteUrl('en', `${PATH}/script`));
    await expect(page.getByRole('heading', { level: 1, name: 'A day at DAV' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

import { expect, expectAccessible, siteUrl, test } from '../fixtures';

test.describe('the request-sent page', () => {
  test('thanks the visitor in their language, worded for a coworking request', async ({ page }) => {
    await page.goto(siteUrl('fr', '/demande-envoyee?form=contact'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Merci, votre demande a bien été envoyée !',
    );
    await expect(page.getByRole('link', { name: "Retour à l'accueil", exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('navigation', { name: /ariane/i })).toContainText('Demande envoyée');
    await expectAccessible(page);

    await page.goto(siteUrl('en', '/demande-envoyee?form=coworking'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you, your booking request has been sent!',
    );
    await expect(page.getByRole('link', { name: 'Back to the coworking space' })).toHaveAttribute(
      'href',
      '/espace-coworking',
    );
    await expectAccessible(page);
  });

  test('an unknown form gets the general wording, and the page stays out of search results', async ({
    page,
  }) => {
    await page.goto(siteUrl('de', '/demande-envoyee?form=<script>'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vielen Dank, Ihre Anfrage wurde gesendet!',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('its language links keep the path on the other language hosts', async ({ page }) => {
    await page.goto(siteUrl('es', '/demande-envoyee'));
    const alternates = Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    );
    expect(alternates).toMatchObject({
      fr: siteUrl('fr', '/demande-envoyee'),
      en: siteUrl('en', '/demande-envoyee'),
      de: siteUrl('de', '/demande-envoyee'),
      'x-default': siteUrl('fr', '/demande-envoyee'),
    });
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const languages = page.getByRole('dialog').locator('a[hreflang]');
    await expect(languages).toHaveCount(3);
    for (const code of ['fr', 'en', 'de'])
      await expect(
        page.getByRole('dialog').locator(`a[href="${siteUrl(code, '/demande-envoyee')}"]`),
      ).toHaveCount(1);
  });
});

import type { Page } from '@playwright/test';
import type { OfferResponse, OfferSearchResponse } from '@dav/contract';
import { adminAuth, cmsJson, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';

/** Seeded offers the tests rely on (apps/cms/src/seed/content/offers.ts). */
const REACT = {
  fr: { title: 'Développeur React expérimenté' },
  en: { title: 'Experienced React Developer' },
};
const SECURITY_EN = 'Cybersecurity Analyst';

const searchOf = (locale: string, query = '') =>
  cmsJson<OfferSearchResponse>(`/wp-json/api/${locale}/offers${query ? `?${query}` : ''}`);

const cards = (page: Page) => page.getByRole('region', { name: /Résultats|Results/ }).getByRole('article');

test.describe('offers search', () => {
  test('a search by role finds the offer whatever the form typed, and says how many', async ({ page }) => {
    await page.goto(siteUrl('fr', '/nos-offres'));
    await expect(page.getByRole('heading', { level: 1, name: "Nos offres d'emploi" })).toBeVisible();
    const total = (await searchOf('fr')).total;
    await expect(page.getByRole('status')).toHaveText(`${total} offres correspondent à votre recherche`);
    await expect(cards(page)).toHaveCount(Math.min(total, 12));
    await expectAccessible(page);

    const role = page.getByRole('searchbox', { name: 'Je recherche un poste de' });
    await expect(role).toHaveAttribute('placeholder', 'développeur, data engineer…');
    await role.fill('développeuse expérimentée');
    await role.press('Enter');
    await expect(page).toHaveURL(/\/nos-offres\?q=d%C3%A9veloppeuse\+exp%C3%A9riment%C3%A9e$/);
    await expect(cards(page).getByRole('link', { name: REACT.fr.title })).toBeVisible();
    const found = await searchOf('fr', 'q=développeuse%20expérimentée');
    await expect(page.getByRole('status')).toHaveText(
      found.total === 1
        ? '1 offre correspond à votre recherche'
        : `${found.total} offres correspondent à votre recherche`,
    );
    // The search is the URL: shared or reloaded, it shows the same.
    await page.reload();
    await expect(role).toHaveValue('développeuse expérimentée');
    await expect(cards(page)).toHaveCount(found.total);
  });

  test('the side panels choose an expertise and a subsidiary, keyboard only, keeping the typed role', async ({
    page,
  }) => {
    await page.goto(siteUrl('en', '/nos-offres'));
    const area = page.getByRole('button', { name: 'Area: all. Change' });
    await expect(area).toHaveText('all');
    await page.getByRole('searchbox', { name: 'I am looking for a job of' }).fill('analyst');
    // Keyboard only: focus the word, open, move to a choice, choose.
    await area.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Areas of expertise' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'All areas' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(area).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const cyber = panel.getByRole('link', { name: 'Cybersecurity' });
    await cyber.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nos-offres\?q=analyst&expertise=cybersecurity$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Area: Cybersecurity. Change' })).toBeVisible();

    const subsidiary = page.getByRole('button', { name: 'Subsidiary: all our subsidiaries. Change' });
    await subsidiary.click();
    const subsidiaries = page.getByRole('dialog', { name: 'Our subsidiaries and their cities' });
    await expect(subsidiaries.getByRole('heading', { name: 'North America' })).toBeVisible();
    await expect(subsidiaries.getByRole('link', { name: /DAV Montreal/ })).toContainText('Montréal, Québec');
    await expectAccessible(page);
    await subsidiaries.getByRole('link', { name: /DAV Montreal/ }).click();
    await expect(page).toHaveURL(/expertise=cybersecurity&subsidiary=dav-montreal/);
    await expect(cards(page).getByRole('link', { name: SECURITY_EN })).toBeVisible();
    const expected = await searchOf('en', 'q=analyst&expertise=cybersecurity&subsidiary=dav-montreal');
    await expect(cards(page)).toHaveCount(expected.total);
  });

  test('zero results: the dream-job message and button, and the newest offers', async ({ page }) => {
    await page.goto(siteUrl('fr', '/nos-offres?expertise=embedded-systems&subsidiary=dav-madrid'));
    await expect(page.getByRole('status')).toHaveText('Aucune offre ne correspond');
    await expect(
      page.getByText("Désolé mais aucune offre n'a été trouvée, décrivez-nous le poste de vos rêves !"),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Décrire le poste de mes rêves' })).toHaveAttribute(
      'href',
      '/candidature-spontanee',
    );
    const related = page.getByRole('region', { name: 'Ces offres peuvent vous intéresser' });
    await expect(related.getByRole('article')).toHaveCount(3);
    await expect(related.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute(
      'href',
      '/nos-offres',
    );
    await expectAccessible(page);
  });

  test('Back and Forward go through the searches', async ({ page }) => {
    await page.goto(siteUrl('en', '/nos-offres'));
    const role = page.getByRole('searchbox', { name: 'I am looking for a job of' });
    await role.fill('data');
    await role.press('Enter');
    await expect(page).toHaveURL(/q=data$/);
    await role.fill('react');
    await role.press('Enter');
    await expect(page).toHaveURL(/q=react$/);
    await expect(cards(page).getByRole('link', { name: REACT.en.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/q=data$/);
    await expect(role).toHaveValue('data');
    await expect(cards(page).getByRole('link', { name: REACT.en.title })).toBeHidden();
    await page.goForward();
    await expect(role).toHaveValue('react');
  });

  test('show more adds the next results and moves focus to the first new one', async ({ page }) => {
    const total = (await searchOf('fr')).total;
    expect(total, 'the seed has more than one page of offers').toBeGreaterThan(12);
    await page.goto(siteUrl('fr', '/nos-offres'));
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('link', { name: "Afficher plus d'offres" }).click();
    await expect(cards(page)).toHaveCount(Math.min(total, 24));
    await expect(page.locator('#offre-13 a')).toBeFocused();
  });

  test('works without JavaScript: a plain GET form and the choices as links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('fr', '/nos-offres'));
    const role = page.getByRole('searchbox', { name: 'Je recherche un poste de' });
    await role.fill('react');
    await page.getByRole('button', { name: 'Voir les offres' }).click();
    await expect(page).toHaveURL(/\/nos-offres\?q=react$/);
    await expect(cards(page).getByRole('link', { name: REACT.fr.title })).toBeVisible();
    await page.getByRole('link', { name: 'Cybersécurité' }).click();
    await expect(page).toHaveURL(/q=react&expertise=cybersecurity$/);
    await expect(page.getByRole('status')).toHaveText('Aucune offre ne correspond');
    await context.close();
  });

  test('the /script variant shows the search without the shell', async ({ page }) => {
    await page.goto(siteUrl('en', '/nos-offres/script?q=react'));
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(cards(page).getByRole('link', { name: REACT.en.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('offer page', () => {
  test('sections, choices, apply, JobPosting data, hreflang and language switch', async ({ page }) => {
    await page.goto(siteUrl('fr', '/nos-offres?q=react'));
    await cards(page).getByRole('link', { name: REACT.fr.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: REACT.fr.title })).toBeVisible();
    const slug = new URL(page.url()).pathname.split('/').at(-1)!;
    const offer = await cmsJson<OfferResponse>(`/wp-json/api/fr/offers/${slug}`);

    const crumbs = page.getByRole('navigation', { name: /fil d'ariane|breadcrumb/i });
    await expect(crumbs.getByRole('link', { name: 'Nos offres' })).toHaveAttribute('href', '/nos-offres');
    await expect(page.getByRole('heading', { level: 2, name: 'Vos missions' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: "L'offre en bref" })).toContainText('CDI');

    // Apply moves to the application area, where the choices for the application are.
    await page.getByRole('link', { name: 'Postuler', exact: true }).click();
    await expect(page).toHaveURL(/#postuler$/);
    const apply = page.getByRole('region', { name: 'Postuler à cette offre' });
    await expect(apply).toBeFocused();
    if (offer.managers.length > 1) {
      await apply.getByRole('radio', { name: new RegExp(offer.managers[1]!.name) }).check();
      await expect(apply).toContainText(`${offer.managers[1]!.name} vous répondra`);
    } else {
      await expect(apply).toContainText(`${offer.managers[0]!.name} vous répondra`);
    }
    // The application form is there (its sending: applications.spec.ts).
    await expect(apply.getByRole('button', { name: 'Envoyer' })).toBeVisible();
    await expectAccessible(page);

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent())!,
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: offer.title,
      datePosted: offer.datePosted,
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', value: offer.id },
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: [{ '@type': 'Place', address: { addressLocality: 'Lyon', addressCountry: 'FR' } }],
    });
    expect(jsonLd.description).toContain('<li>');

    const en = offer.translations.find((t) => t.lang === 'en')!;
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      siteUrl('en', `/nos-offres/${en.slug}`),
    );
    const switcher = page.getByRole('contentinfo').getByRole('link', { name: 'English' });
    await expect(switcher).toHaveAttribute('href', siteUrl('en', `/nos-offres/${en.slug}`));
  });

  test('a closed offer is a 404 and leaves the search; an offer in French only has no English page', async ({
    page,
  }) => {
    const headers = await adminAuth();
    const all = (await (
      await fetch(`${CMS_URL}/api/offers?locale=all&depth=0&limit=200`, { headers })
    ).json()) as {
      docs: {
        slug: Record<string, string | null>;
        validThrough: string | null;
        datePosted: string;
        _status: string;
      }[];
    };
    const closed = all.docs.find((d) => d.validThrough && Date.parse(d.validThrough) < Date.now());
    expect(closed, 'the seed has a closed offer').toBeTruthy();
    const response = await page.goto(siteUrl('fr', `/nos-offres/${closed!.slug.fr}`));
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oups ! Vous ne devriez pas être ici !' }),
    ).toBeVisible();
    await expectAccessible(page);
    const search = await searchOf('fr');
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(search.total / 12) }, (_, i) => searchOf('fr', `page=${i + 1}`)),
    );
    expect(pages.flatMap((p) => p.items.map((o) => o.slug))).not.toContain(closed!.slug.fr);

    const open = (d: (typeof all.docs)[number]) =>
      d._status === 'published' &&
      Date.parse(d.datePosted) <= Date.now() &&
      (!d.validThrough || Date.parse(d.validThrough) > Date.now());
    const frenchOnly = all.docs.find((d) => d.slug.fr && !d.slug.en && open(d));
    expect(frenchOnly, 'the seed has an offer in French only').toBeTruthy();
    expect((await page.goto(siteUrl('en', `/nos-offres/${frenchOnly!.slug.fr}`)))?.status()).toBe(404);
    expect((await page.goto(siteUrl('fr', `/nos-offres/${frenchOnly!.slug.fr}`)))?.status()).toBe(200);
  });

  test('the /script variant of an offer shows its content without the shell', async ({ page }) => {
    const { items } = await searchOf('en', 'q=react');
    const response = await page.goto(siteUrl('en', `/nos-offres/${items[0]!.slug}/script`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: REACT.en.title })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectAccessible(page);
  });
});

import type { SubsidiaryListResponse, SubsidiaryResponse } from '@dav/contract';
import { cmsJson, expect, expectAccessible, siteUrl, test } from '../fixtures';

/** The subsidiaries' map and pages (docs/product.md#subsidiaries), on the seeded subsidiaries. */

test.describe('subsidiaries', () => {
  test('the map and the list, filtered by region and expertise in the URL, and a pin to a subsidiary', async ({
    page,
  }) => {
    const all = await cmsJson<SubsidiaryListResponse>('/wp-json/api/fr/subsidiaries');
    await page.goto(siteUrl('fr', '/nos-filiales'));
    await expect(page.getByRole('heading', { level: 1, name: 'Nos implantations' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Nos filiales' });
    await expect(list.getByRole('listitem')).toHaveCount(all.items.length);
    await expect(list.getByRole('status')).toHaveText(`${all.items.length} filiales`);
    // The map is two SVG insets with a link per pin, and no script of its own.
    const map = page.getByRole('figure', { name: 'Carte de nos filiales' });
    await expect(map.getByRole('group', { name: 'Europe' })).toBeVisible();
    await expect(map.getByRole('group', { name: 'Amérique du Nord' })).toBeVisible();
    await expect(map.getByRole('link')).toHaveCount(all.items.length);
    await expectAccessible(page);

    // North America, with the keyboard.
    await page.getByLabel('Région').selectOption({ label: 'Amérique du Nord' });
    await page.getByRole('button', { name: 'Afficher', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      /\/nos-filiales\?region=north-america&expertise=$|\/nos-filiales\?region=north-america$/,
    );
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(map.getByRole('group', { name: 'Europe' })).toHaveCount(0);
    await expect(page.getByLabel('Région')).toHaveValue('north-america');

    // Networks, in Europe: the list and the pins say the same.
    const networks = await cmsJson<SubsidiaryListResponse>(
      '/wp-json/api/fr/subsidiaries?region=europe&expertise=networks',
    );
    await page.goto(siteUrl('fr', '/nos-filiales?region=europe&expertise=networks'));
    await expect(list.getByRole('listitem')).toHaveCount(networks.items.length);
    await expect(map.getByRole('link')).toHaveCount(networks.items.length);
    await expect(page.getByLabel('Domaine d’expertise')).toHaveValue('networks');
    await expectAccessible(page);

    // A pin leads to its subsidiary.
    const lyon = all.items.find((s) => s.slug === 'dav-lyon')!;
    await map.getByRole('link', { name: new RegExp(`^${lyon.title}`) }).click();
    await expect(page).toHaveURL(/\/nos-filiales\/dav-lyon$/);
    await expect(page.getByRole('heading', { level: 1, name: 'DAV Lyon' })).toBeVisible();
  });

  test('a subsidiary: in-page navigation, map and transport panels, clients, news, offers, JSON-LD', async ({
    page,
  }) => {
    const paris = await cmsJson<SubsidiaryResponse>('/wp-json/api/en/subsidiaries/dav-paris');
    await page.goto(siteUrl('en', '/nos-filiales/dav-paris'));
    await expect(page.getByRole('heading', { level: 1, name: 'DAV Paris' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: /breadcrumb/i });
    await expect(breadcrumb.getByRole('link', { name: 'Our subsidiaries' })).toHaveAttribute(
      'href',
      '/nos-filiales',
    );
    const cover = page.locator('article img').first();
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    // Decoded with the first paint, and no stylesheet to wait for on a first visit: the styles of
    // its lazy pieces (strip, gallery) are inlined with the rest (docs/architecture.md#client-javascript).
    await expect(cover).toHaveAttribute('decoding', 'sync');
    const firstVisit = await page.evaluate(() => fetch(location.href).then((res) => res.text()));
    expect(firstVisit).toContain('<style');
    expect(firstVisit).not.toContain('rel="stylesheet"');
    await expectAccessible(page);

    // In-page navigation.
    const nav = page.getByRole('navigation', { name: 'On this page' });
    await expect(nav.getByRole('link')).toHaveText([
      'General presentation',
      'Gallery',
      'Expertise',
      'Clients',
      'News',
      'Job offers',
    ]);
    await nav.getByRole('link', { name: 'Clients' }).click();
    await expect(page).toHaveURL(/#clients$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Clients' })).toBeInViewport();

    // Clients: six, then the rest, focus on the first new one.
    const clients = page.locator('#clients li');
    await expect(clients).toHaveCount(6);
    await page.getByRole('button', { name: 'See more clients' }).click();
    await expect(clients).toHaveCount(paris.clients.length);
    await expect(clients.nth(6)).toBeFocused();
    await expect(page.getByRole('button', { name: 'See more clients' })).toHaveCount(0);
    await expect(clients.first().getByRole('link')).toHaveAttribute('target', '_blank');

    // The map panel, by keyboard: opens, focus inside, Escape gives it back.
    const mapButton = page.getByRole('button', { name: 'Show the map' });
    await mapButton.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Find us' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Map: DAV Paris' })).toBeVisible();
    await expect(panel.getByText(paris.address!.street)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(mapButton).toBeFocused();

    // The transport panel.
    await page.getByRole('button', { name: 'Show public transport' }).click();
    const transport = page.getByRole('dialog', { name: 'Getting here by public transport' });
    await expect(transport.getByRole('listitem')).toHaveCount(paris.transport.length);
    await expect(transport.getByRole('listitem').first()).toContainText(paris.transport[0]!.line);
    await transport.getByRole('button', { name: 'Close' }).click();
    await expect(transport).toBeHidden();

    // Its news and offers.
    const news = page.getByRole('region', { name: 'News' });
    await expect(news.getByRole('article')).toHaveCount(paris.news.length);
    const offers = page.getByRole('region', { name: 'Job offers' });
    await expect(offers.getByRole('heading', { level: 3 })).toHaveCount(paris.offers.length);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'DAV Paris',
      address: { '@type': 'PostalAddress', streetAddress: paris.address!.street, addressCountry: 'FR' },
      geo: { latitude: paris.coordinates!.latitude },
    });

    // "I am looking for a job": the offers search, filtered by this subsidiary.
    await page.getByRole('link', { name: 'I am looking for a job' }).click();
    await expect(page).toHaveURL(/\/nos-offres\?subsidiary=dav-paris$/);
    await expect(page.getByRole('status')).toContainText(String(paris.offersTotal));
  });

  test('DAV Lyon’s know-more strip: a page of the site in the tab, the partner’s site in a new tab', async ({
    page,
  }) => {
    const lyon = await cmsJson<SubsidiaryResponse>('/wp-json/api/de/subsidiaries/dav-lyon');
    await page.goto(siteUrl('de', '/nos-filiales/dav-lyon'));
    const strip = page.getByRole('region', { name: lyon.knowMore!.title });
    await expect(strip.getByRole('link')).toHaveCount(3);
    await expect(strip.getByRole('link', { name: /Presqu’île/ })).toHaveAttribute('target', '_blank');
    // Its gallery: the video opens in the media modal.
    const video = lyon.gallery.find((item) => item.type === 'video')!;
    await page.locator('#galerie').getByRole('button', { name: video.alt }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.locator('video')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await strip.getByRole('link', { name: lyon.knowMore!.items[1]!.title }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('"I am offering an assignment" leads to the contact page for customers; reduced motion; 404', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('fr', '/nos-filiales/dav-montreal'));
    // Just after the page loads the button may not be hydrated yet: click until the panel opens.
    const transport = page.getByRole('dialog', { name: 'Venir en transports en commun' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Voir les transports' }).click();
      await expect(transport).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Je propose une mission' }).click();
    await expect(page).toHaveURL(/\/contactez-nous\?youare=customer$/);
    const missing = await page.goto(siteUrl('fr', '/nos-filiales/dav-atlantis'));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oups');
  });
});

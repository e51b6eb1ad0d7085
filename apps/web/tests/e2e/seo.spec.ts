import type { Page, Response } from '@playwright/test';
import { createStaff, formChecks, logIn } from '../admin';
import type {
  DayResponse,
  OfferSearchResponse,
  PostListResponse,
  SubsidiaryListResponse,
} from '@dav/contract';
import {
  ABOUT,
  ADMIN,
  adminAuth,
  cmsJson,
  CMS_URL,
  expect,
  expectAccessible,
  siteUrl,
  test,
} from '../fixtures';

/** The redirect a navigation went through, if any: its status and Location. */
async function redirectOf(response: Response | null): Promise<{ status: number; location: string } | null> {
  const first = await response?.request().redirectedFrom()?.response();
  return first ? { status: first.status(), location: first.headers()['location'] ?? '' } : null;
}

const visit = async (page: Page, code: string, path: string) => {
  const response = await page.goto(siteUrl(code, path));
  return { response, redirect: await redirectOf(response) };
};

/** How long browsers and CDNs may keep the redirect a navigation went through. */
async function redirectCaching(page: Page, code: string, path: string): Promise<string | undefined> {
  const response = await page.goto(siteUrl(code, path));
  const first = await response?.request().redirectedFrom()?.response();
  return first?.headers()['cache-control'];
}

test.describe('redirects of the old site', () => {
  test('a seeded redirect answers on its language’s hosts only, keeping the query', async ({ page }) => {
    const fr = await visit(page, 'fr', '/Category/Actualites/?utm_source=old');
    expect(fr.redirect).toEqual({ status: 301, location: siteUrl('fr', '/blog?utm_source=old') });
    expect(fr.response?.status()).toBe(200);
    await expect(page).toHaveURL(siteUrl('fr', '/blog?utm_source=old'));
    await expectAccessible(page);

    // The accessibility host follows its language; English has no such redirect.
    const ayFr = await visit(page, 'ay-fr', '/category/actualites');
    expect(ayFr.redirect).toEqual({ status: 301, location: siteUrl('ay-fr', '/blog') });
    const en = await visit(page, 'en', '/category/actualites');
    expect(en.redirect).toBeNull();
    expect(en.response?.status()).toBe(404);

    // A temporary one, and one caught by its query string (WordPress's /?p=123).
    expect((await visit(page, 'de', '/karriere/')).redirect).toEqual({
      status: 302,
      location: siteUrl('de', '/nos-offres'),
    });
    expect((await visit(page, 'fr', '/?p=123')).redirect).toEqual({
      status: 301,
      location: siteUrl('fr', '/nos-offres'),
    });
    const home = await visit(page, 'fr', '/?p=124');
    expect(home.redirect).toBeNull();
    expect(home.response?.status()).toBe(200);
  });

  test('a permanent redirect may be kept an hour, so an editor’s correction reaches everyone; a temporary one never', async ({
    page,
  }) => {
    expect(await redirectCaching(page, 'fr', '/category/actualites')).toBe('public, max-age=3600');
    expect(await redirectCaching(page, 'de', '/karriere/')).toBe('no-store');
  });

  test('an editor adds one, it applies within a second, even over a page that exists', async ({
    page,
    context,
  }) => {
    const marker = `e2e-${Date.now()}`;
    await logIn(page, await createStaff('editor'));
    // Through the admin's API with the editor's session (the admin form posts the same).
    const save = (from: string, to: string) =>
      page.request.post(`${CMS_URL}/api/redirects`, {
        data: { from, to, status: '301', languages: ['fr', 'en', 'es', 'de'] },
        headers: { 'accept-language': 'fr' },
      });
    // A chain is refused, in the editor's language.
    const chain = await save(`/${marker}-chain`, '/category/actualites/');
    expect(chain.status()).toBe(400);
    // The production build says why, as the admin form shows it (apps/cms/src/hooks/field-errors.ts).
    expect(await chain.text()).toContain(
      'La destination est elle-même redirigée (/category/actualites → /blog',
    );
    // An existing page, caught only with the old site's parameter.
    expect((await save(`/espace-coworking/?wp=${marker}`, '/contactez-nous')).status()).toBe(201);

    const site = await context.newPage();
    await expect
      .poll(async () => (await visit(site, 'es', `/espace-coworking?wp=${marker}&x=1`)).redirect, {
        timeout: 5000,
        intervals: [250],
      })
      .toEqual({ status: 301, location: siteUrl('es', '/contactez-nous?x=1') });
    const page200 = await visit(site, 'es', '/espace-coworking?wp=other');
    expect(page200.redirect).toBeNull();
    expect(page200.response?.status()).toBe(200);
  });
});

/** One page of each template in French, its slug read from the contract. */
async function templatePages(): Promise<[string, string, 'website' | 'article'][]> {
  const [posts, offers, subsidiaries, day] = await Promise.all([
    cmsJson<PostListResponse>('/wp-json/api/fr/posts'),
    cmsJson<OfferSearchResponse>('/wp-json/api/fr/offers'),
    cmsJson<SubsidiaryListResponse>('/wp-json/api/fr/subsidiaries'),
    cmsJson<DayResponse>('/wp-json/api/fr/day-at-dav'),
  ]);
  return [
    ['home', '/', 'website'],
    ['CMS page', `/${ABOUT.fr}`, 'website'],
    ['post', `/blog/${posts.items[0]!.slug}`, 'article'],
    ['offer', `/nos-offres/${offers.items[0]!.slug}`, 'website'],
    ['subsidiary', `/nos-filiales/${subsidiaries.items[0]!.slug}`, 'website'],
    ['day product', `/une-journee-chez-dav/${day.rooms[0]!.slug}`, 'website'],
    ['contact', '/contactez-nous', 'website'],
  ];
}

const meta = (page: Page, attribute: 'property' | 'name', key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`).first().getAttribute('content');

test.describe('what search engines and social sites see', () => {
  test('every template has Open Graph and a large Twitter card with an image that answers', async ({
    page,
  }) => {
    for (const [template, path, type] of await templatePages()) {
      await page.goto(siteUrl('fr', path));
      // Next writes the home page's URL without its final slash.
      expect(await meta(page, 'property', 'og:url'), template).toBe(siteUrl('fr', path).replace(/\/$/, ''));
      expect(await meta(page, 'property', 'og:type'), template).toBe(type);
      expect(await meta(page, 'property', 'og:title'), template).toBeTruthy();
      expect(await meta(page, 'property', 'og:description'), template).toBeTruthy();
      expect(await meta(page, 'property', 'og:locale'), template).toBe('fr_FR');
      await expect(
        page.locator('head meta[property="og:locale:alternate"]').first(),
        template,
      ).toHaveAttribute('content', /^(en_GB|es_ES|de_DE)$/);
      expect(await meta(page, 'name', 'twitter:card'), template).toBe('summary_large_image');
      const image = await meta(page, 'property', 'og:image');
      expect(image, template).toMatch(new RegExp(`^${siteUrl('fr', '/')}`));
      expect(await meta(page, 'name', 'twitter:image'), template).toBe(image);
      const status = await page.evaluate((src) => fetch(src).then((r) => r.status), image!);
      expect(status, `${template}: ${image}`).toBe(200);
    }
  });

  test('an ay- page is canonical to its main host’s page, and hreflang names main hosts only', async ({
    page,
  }) => {
    await page.goto(siteUrl('ay-fr', `/${ABOUT.fr}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      siteUrl('fr', `/${ABOUT.fr}`),
    );
    expect(await meta(page, 'property', 'og:url')).toBe(siteUrl('fr', `/${ABOUT.fr}`));
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(alternates.length).toBeGreaterThan(1);
    for (const href of alternates) expect(href).not.toMatch(/\/\/ay-/);
    await expectAccessible(page);
  });
});

test.describe('redirects in the admin', () => {
  test('a loop or a chain is refused with its reason in French; a valid one is saved and applied', async ({
    page,
    context,
  }) => {
    const marker = `e2e-admin-${Date.now()}`;
    await logIn(page, ADMIN);
    const from = page.locator('#field-from');
    const to = page.locator('#field-to');
    // Payload shows a field's message above its input once the form was sent.
    const fromError = page
      .locator('.field-type.text', { has: page.locator('#field-from') })
      .locator('.field-error');
    // One form, corrected after each refusal, as an editor would.
    const checks = formChecks(page);
    await page.goto(`${CMS_URL}/admin/collections/redirects/create`);
    const save = async (source: string, target: string) => {
      await from.fill(source);
      await to.fill(target);
      await checks.settled();
      await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
    };

    await save(`/${marker}-boucle`, `/${marker}-BOUCLE/`);
    await expect(fromError).toHaveText(
      'Cette redirection mène à sa propre adresse de départ (français) : elle tournerait en boucle.',
    );
    await expect(page).toHaveURL(/\/redirects\/create$/);

    // /category/actualites → /blog is seeded in French.
    await save(`/${marker}-chaine`, '/category/actualites/');
    await expect(fromError).toHaveText(
      'La destination est elle-même redirigée (/category/actualites → /blog, français) : faites pointer cette redirection directement vers /blog.',
    );
    await expect(page).toHaveURL(/\/redirects\/create$/);

    await save(`/${marker}-ancienne-page/`, '/blog');
    await expect(page).toHaveURL(/\/redirects\/\d+$/);
    await expect(from).toHaveValue(`/${marker}-ancienne-page`);

    const site = await context.newPage();
    await expect
      .poll(async () => (await visit(site, 'fr', `/${marker}-ancienne-page`)).redirect, {
        timeout: 5000,
        intervals: [250],
      })
      .toEqual({ status: 301, location: siteUrl('fr', '/blog') });
    expect(site.url()).toBe(siteUrl('fr', '/blog'));
  });
});

test.describe('a product of the day shared', () => {
  test('its page shows the title, description and image its editor set for sharing', async ({ page }) => {
    const headers = await adminAuth();
    const day = (await (
      await fetch(`${CMS_URL}/api/globals/day-at-dav?locale=fr&depth=0`, { headers })
    ).json()) as { rooms: { id: string; slug: string; seo?: object }[] };
    const media = (await (
      await fetch(`${CMS_URL}/api/media?where[filename][equals]=astronaut-404.webp&depth=0`, { headers })
    ).json()) as { docs: { id: number }[] };
    const room = day.rooms[2]!;
    const setSeo = (seo: object) =>
      fetch(`${CMS_URL}/api/globals/day-at-dav?locale=fr`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ rooms: day.rooms.map((row) => (row.id === room.id ? { ...row, seo } : row)) }),
      });
    const shared = {
      title: `Salle à partager ${Date.now()}`,
      description: 'Une salle lumineuse pour votre journée chez DAV',
      image: media.docs[0]!.id,
    };
    expect((await setSeo(shared)).status).toBe(200);
    try {
      // The CMS revalidates the day's pages on save.
      await expect
        .poll(async () => {
          await page.goto(siteUrl('fr', `/une-journee-chez-dav/${room.slug}`));
          return meta(page, 'property', 'og:title');
        })
        .toBe(shared.title);
      expect(await meta(page, 'property', 'og:description')).toBe(shared.description);
      expect(await meta(page, 'name', 'twitter:title')).toBe(shared.title);
      expect(await meta(page, 'property', 'og:image')).toBe(
        siteUrl('fr', '/api/media/file/astronaut-404.webp'),
      );
      expect(await page.title()).toBe(shared.title);
      // The page itself still shows the product's own title.
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(shared.title);
    } finally {
      await setSeo({ title: null, description: null, image: null });
    }
  });
});

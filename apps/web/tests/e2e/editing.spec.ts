import { ABOUT, adminAuth, CMS_URL, expect, expectAccessible, LEGAL, siteUrl, test } from '../fixtures';

// One after the other: an edit of a title or a global re-renders every page, which the last test
// (another page keeps its cached copy) must not see happen meanwhile.
test.describe.configure({ mode: 'serial' });

test('an editor changes a page in the CMS and the site shows it at once', async ({ page }) => {
  const auth = await adminAuth();

  await page.goto(siteUrl('en', '/privacy-policy'));
  const current = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
  await expect(current).toHaveText('Privacy policy');

  const found = await fetch(`${CMS_URL}/api/pages?where[slug][equals]=privacy-policy&locale=en&depth=0`, {
    headers: auth,
  });
  const { docs } = (await found.json()) as { docs: { id: string | number }[] };
  const id = docs[0]!.id;
  const title = `Privacy policy (updated ${Date.now()})`;
  const patch = await fetch(`${CMS_URL}/api/pages/${id}?locale=en`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title }),
  });
  expect(patch.status).toBe(200);

  // The CMS calls the site's revalidate route; the next request renders the new title.
  await expect(async () => {
    await page.reload();
    await expect(current).toHaveText(title, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  // The other languages keep theirs.
  await page.goto(siteUrl('fr', '/politique-de-confidentialite'));
  await expect(
    page.getByRole('navigation', { name: "Fil d'Ariane" }).locator('[aria-current="page"]'),
  ).toHaveText('Politique de confidentialité');
});

test("an editor adds a link to the admin's header menu and the site's header shows it", async ({ page }) => {
  const auth = await adminAuth();
  const url = `${CMS_URL}/api/globals/menus?locale=es&depth=0`;
  const before = (await (await fetch(url, { headers: auth })).json()) as {
    header: Record<string, unknown>[];
  };
  // Spanish: header.spec.ts measures the German header, which this edit would lengthen.
  const label = `Blog de empleo ${Date.now()}`;
  const added = { label, type: 'external', url: 'https://careers.dav.example/blog' };
  const save = (header: unknown[]) =>
    fetch(url, { method: 'POST', headers: auth, body: JSON.stringify({ header }) });
  expect((await save([...before.header, added])).status).toBe(200);
  try {
    await page.goto(siteUrl('es', `/${ABOUT.es}`));
    const link = page.getByRole('banner').getByRole('link', { name: new RegExp(label) });
    await expect(async () => {
      await page.reload();
      await expect(link).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(link).toHaveAttribute('href', 'https://careers.dav.example/blog');
    await expectAccessible(page);
  } finally {
    expect((await save(before.header)).status).toBe(200);
  }
});

const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 3999}`;

/** Changes a page's title in the CMS database itself (scripts/e2e-server.mjs): the site is not told. */
async function setTitleBehindTheCms(locale: string, slug: string, title: string) {
  const res = await fetch(`${CONTROL}/db/page-title`, {
    method: 'POST',
    body: JSON.stringify({ locale, slug, title }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

test("an edit of one page leaves another page's cached copy untouched", async ({ page }) => {
  const auth = await adminAuth();
  const other = siteUrl('es', `/${LEGAL.es}`);
  const current = page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .locator('[aria-current="page"]');
  await page.goto(other);
  const cachedTitle = (await current.textContent())!.trim();
  expect(cachedTitle).not.toBe('');
  // The other page's content changes where only a new render would read it.
  await setTitleBehindTheCms('es', LEGAL.es, `${cachedTitle} (sin avisar)`);
  try {
    const found = await fetch(
      `${CMS_URL}/api/pages?where[slug][equals]=politica-de-privacidad&locale=es&depth=0`,
      {
        headers: auth,
      },
    );
    const { docs } = (await found.json()) as { docs: { id: string | number }[] };
    const description = `Datos personales (${Date.now()})`;
    const patch = await fetch(`${CMS_URL}/api/pages/${docs[0]!.id}?locale=es`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ seo: { description } }),
    });
    expect(patch.status).toBe(200);

    // The edited page renders anew...
    await page.goto(siteUrl('es', '/politica-de-privacidad'));
    await expect(async () => {
      await page.reload();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description, {
        timeout: 500,
      });
    }).toPass({ timeout: 10_000 });
    // ...the other one is still its cached copy: it was not read again from the CMS.
    await page.goto(other);
    await expect(current).toHaveText(cachedTitle);
  } finally {
    await setTitleBehindTheCms('es', LEGAL.es, cachedTitle);
  }
});

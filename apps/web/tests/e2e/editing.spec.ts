import { ABOUT, adminAuth, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';

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

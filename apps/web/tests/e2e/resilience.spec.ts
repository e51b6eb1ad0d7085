import { ABOUT, expect, expectAccessible, siteUrl, test } from '../fixtures';

const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 3999}`;

// Runs last (its own Playwright project): it stops the CMS of the test stack. In order: the first
// test looks at what the site serves with the CMS still up, then stops it.
test.describe.configure({ mode: 'serial' });

test('with the CMS stopped, pages already served keep being served', async ({ page }) => {
  const paths = [siteUrl('en', '/'), siteUrl('en', `/${ABOUT.en}`), siteUrl('fr', `/${ABOUT.fr}`)];
  for (const url of paths) expect((await page.goto(url))?.status()).toBe(200);
  // The pictures this page has shown (loaded, so asked of the site).
  await expect(page.locator('main img').first()).toBeVisible();
  const pictures = await page
    .locator('main img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.getAttribute('src')!),
    );
  expect(pictures.length).toBeGreaterThan(0);

  const stopped = await fetch(`${CONTROL}/cms/stop`, { method: 'POST' });
  expect(await stopped.text()).toBe('stopped');

  for (const url of paths) {
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  }
  // Their pictures too: the site keeps the media files it served (asked again past the browser's cache).
  const statuses = await page.evaluate(
    (urls) => Promise.all(urls.map((url) => fetch(url, { cache: 'no-store' }).then((res) => res.status))),
    pictures,
  );
  expect(statuses).toEqual(pictures.map(() => 200));
});

test('a page never fetched while the CMS is down shows the translated error screen, no stack', async ({
  page,
}) => {
  // Stopping is idempotent: this test does not depend on the order of the two.
  await fetch(`${CONTROL}/cms/stop`, { method: 'POST' });
  const response = await page.goto(siteUrl('en', '/a-page-never-fetched'));
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  const body = (await response?.text()) ?? '';
  expect(body).not.toMatch(/CmsUnavailableError|at \w+ \(|\.tsx?:\d+/);
  await expectAccessible(page);
});

import { request as httpRequest } from 'node:http';
import type { BrowserContext, Page } from '@playwright/test';
import { signPreviewToken } from '@dav/contract/preview';
import { createStaff, logIn, PAYLOAD_LIVE_PREVIEW_WIDGETS } from '../admin';
import { adminAuth, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';

// The e2e stack's shared secret (scripts/e2e-server.mjs): links signed here are the CMS's own.
const SECRET = 'e2e-revalidate-secret';

// Each test edits and publishes a page of its own: nothing else reads it.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET a site URL as the public (no cookie) or with `cookie`: Node reaches `*.localhost` by its Host header. */
function get(url: string, cookie?: string): Promise<Answer> {
  const { host, port, pathname, search } = new URL(url);
  const headers: Record<string, string> = { host, accept: 'text/html' };
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: `${pathname}${search}`, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The cookies a browser sends to a site host, as one Cookie header. */
async function cookieHeader(context: BrowserContext, code: string): Promise<string> {
  return (await context.cookies(siteUrl(code))).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** An English page of this test's own, created by the e2e admin: published, or a draft never published. */
async function createPage(status: 'published' | 'draft' = 'published') {
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e4)}`;
  const page = { title: `Preview check ${stamp}`, slug: `preview-check-${stamp}`, template: 'default' };
  const res = await fetch(`${CMS_URL}/api/pages?locale=en${status === 'draft' ? '&draft=true' : ''}`, {
    method: 'POST',
    headers: await adminAuth(),
    body: JSON.stringify({ ...page, _status: status }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { doc } = (await res.json()) as { doc: { id: number | string } };
  return { id: doc.id, ...page };
}

/** The page's English edit screen, as an editor, its title changed and saved as a draft. */
async function editDraft(page: Page, id: number | string, title: string) {
  await logIn(page, await createStaff('editor'));
  await page.goto(`${CMS_URL}/admin/collections/pages/${id}?locale=en`);
  await page.locator('#field-title').fill(title);
  // With autosave Payload saves the draft itself; without, the editor saves it.
  const saveDraft = page.getByRole('button', { name: 'Enregistrer le brouillon' });
  if (await saveDraft.isVisible()) await saveDraft.click();
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('an editor sees their English draft in the live preview at 375 px, the public page unchanged, and publishing shows it there', async ({
  page,
}) => {
  test.slow();
  const doc = await createPage();
  const draftTitle = `${doc.title} (draft)`;
  const publicUrl = siteUrl('en', `/${doc.slug}`);
  await expect.poll(async () => (await get(publicUrl)).body).toContain(doc.title);

  await logIn(page, await createStaff('editor'));
  await page.goto(`${CMS_URL}/admin/collections/pages/${doc.id}?locale=en`);
  // Payload's document header keeps moving while its dates load: clicked without waiting for it to settle.
  await page.locator('#live-preview-toggler').dispatchEvent('click');
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click({ force: true });
  await page.getByRole('button', { name: 'Mobile (375)' }).click({ force: true });

  // The frame shows the en host's page in draft mode, 375 px wide. Payload 3.90's IframeLoader
  // replaces the `live-preview-iframe` class its live preview window gives the frame with its own
  // (`iframe-loader__iframe`): the id is what stays.
  const frame = page.frameLocator('iframe#live-preview-iframe');
  await expect(frame.getByTestId('draft-banner')).toContainText(
    'Draft: you are seeing an unpublished version',
  );
  await expect(h1(frame as unknown as Page)).toHaveText(doc.title);
  const framed = page.frames().find((f) => f.url().startsWith(siteUrl('en')))!;
  expect(new URL(framed.url()).pathname).toBe(`/${doc.slug}`);
  expect(await framed.evaluate(() => window.innerWidth)).toBe(375);

  await page.locator('#field-title').fill(draftTitle);
  const saveDraft = page.getByRole('button', { name: 'Enregistrer le brouillon' });
  if (await saveDraft.isVisible()) await saveDraft.click();
  // Saved, the admin tells the frame, which renders the draft again.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draftTitle, { timeout: 15_000 });

  // The public never sees it.
  const seen = await get(publicUrl);
  expect(seen.body).toContain(doc.title);
  expect(seen.body).not.toContain(draftTitle);
  expect(seen.body).not.toContain('data-testid="draft-banner"');

  await expectAccessible(page, PAYLOAD_LIVE_PREVIEW_WIDGETS);

  const published = page.waitForResponse(
    (res) => res.url().includes(`/api/pages/${doc.id}`) && res.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Publier les modifications' }).click();
  expect((await published).ok()).toBe(true);
  // Shown without a refresh; the one-second target is the bench's (`productionPath.editVisibleMs`).
  await expect
    .poll(async () => (await get(publicUrl)).body.includes(draftTitle), { timeout: 5000, intervals: [100] })
    .toBe(true);
});

test('the preview link opens the draft in a new tab with a banner, never indexed nor cached, out of the sitemap, and leaving it shows the public page', async ({
  page,
  context,
}) => {
  test.slow();
  const doc = await createPage();
  const draftOnly = await createPage('draft');
  const draftTitle = `${doc.title} (draft)`;
  await editDraft(page, doc.id, draftTitle);

  const link = page.getByRole('link', { name: /Prévisualiser sur le site/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', new RegExp(`^${siteUrl('en', '/api/preview')}\\?token=`));
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(h1(tab)).toHaveText(draftTitle);
  expect(new URL(tab.url()).pathname).toBe(`/${doc.slug}`);
  const banner = tab.getByRole('complementary', { name: 'Draft preview' });
  await expect(banner).toContainText('Draft: you are seeing an unpublished version');
  await expect(tab.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expectAccessible(tab);

  // The same request with the tab's cookies: private, not indexed, framable by the admin only.
  const cookie = await cookieHeader(context, 'en');
  const draft = await get(siteUrl('en', `/${doc.slug}`), cookie);
  expect(draft.body).toContain(draftTitle);
  expect(draft.headers['cache-control']).toMatch(/private/);
  expect(draft.headers['cache-control']).toMatch(/no-store/);
  expect(draft.headers['x-robots-tag']).toBe('noindex');
  expect(draft.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${CMS_URL}`);
  const publicPage = await get(siteUrl('en', `/${doc.slug}`));
  expect(publicPage.body).not.toContain(draftTitle);
  expect(publicPage.headers['content-security-policy']).toContain("frame-ancestors 'self';");
  expect(publicPage.headers['x-robots-tag']).toBeUndefined();

  // Another page never published (issue 30, finding 6): the link shows its own document only, so
  // the same session gets the 404 page there, as the public does, without the banner.
  const elsewhere = await get(siteUrl('en', `/${draftOnly.slug}`), cookie);
  expect(elsewhere.status).toBe(404);
  expect(elsewhere.body).not.toContain(draftOnly.title);
  // The banner element, not the stylesheet's rule that names it.
  expect(elsewhere.body).not.toMatch(/<[a-z]+ [^>]*data-draft-banner=/);
  expect((await get(siteUrl('en', `/${draftOnly.slug}`))).status).toBe(404);
  // Never in the sitemap, not even in the editor's own draft session.
  for (const sitemap of [
    await get(siteUrl('en', '/sitemap.xml')),
    await get(siteUrl('en', '/sitemap.xml'), cookie),
  ]) {
    expect(sitemap.body).toContain(`/${doc.slug}<`);
    expect(sitemap.body).not.toContain(draftOnly.slug);
  }

  // Leaving goes back to the same address, now the public's.
  await tab.getByRole('link', { name: 'Leave the preview' }).click();
  await expect(tab).toHaveURL(siteUrl('en', `/${doc.slug}`));
  await expect(h1(tab)).toHaveText(doc.title);
  await expect(tab.getByTestId('draft-banner')).toHaveCount(0);
  const left = (await context.cookies(siteUrl('en'))).map((c) => c.name);
  expect(left).not.toContain('dav_preview');
  expect(left).not.toContain('__prerender_bypass');
});

test('a preview link that expired, was forged or made for another host is refused, and a session ends with its link', async ({
  page,
  context,
}) => {
  const sign = (site: string, exp: number, secret = SECRET) =>
    signPreviewToken({ site, path: '/about-us', exp, collection: 'pages', id: '1', locale: 'en' }, secret);
  const open = (token: string) => siteUrl('en', `/api/preview?token=${encodeURIComponent(token)}`);

  for (const token of [
    sign('en', Date.now() - 1000),
    sign('en', Date.now() + 60_000, 'not-the-secret'),
    sign('fr', Date.now() + 60_000),
  ]) {
    const refused = await get(open(token));
    expect(refused.status).toBe(403);
    expect(refused.body).toContain(
      'This preview link is invalid or has expired. Open the preview again from the admin.',
    );
    expect(refused.headers['set-cookie'] ?? []).toEqual([]);
  }

  // A valid link opens a session…
  await page.goto(open(sign('en', Date.now() + 5000)));
  await expect(page).toHaveURL(siteUrl('en', '/about-us'));
  const banner = page.getByTestId('draft-banner');
  await expect(banner).toBeVisible();
  await expectAccessible(page);

  // …that ends when its link expires (5 s here): the public page, and both cookies deleted.
  // The page answering the first request past the expiry deletes them; the browser may have
  // dropped the session cookie itself a moment before (its Expires is in whole seconds).
  await expect(async () => {
    await page.reload();
    await expect(banner).toHaveCount(0, { timeout: 500 });
    const left = (await context.cookies(siteUrl('en'))).map((c) => c.name);
    expect(left).not.toContain('dav_preview');
    expect(left).not.toContain('__prerender_bypass');
  }).toPass({ timeout: 20_000 });
  await expect(h1(page)).toBeVisible();
});

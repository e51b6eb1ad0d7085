import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ABOUT, adminAuth, CMS_URL, expect, expectAccessible, siteUrl, test, WEB_PORT } from '../fixtures';

test.describe('pages, languages and hosts', () => {
  for (const [code, lang, title] of [
    ['fr', 'fr', 'Qui sommes-nous'],
    ['en', 'en', 'About us'],
  ] as const) {
    test(`${code}: the home page and a CMS page are in ${lang}, inside the shell`, async ({ page }) => {
      await page.goto(siteUrl(code, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('navigation', { name: /ariane|breadcrumb/i })).toHaveCount(0);
      await expectAccessible(page);

      await page.goto(siteUrl(code, `/${ABOUT[code]}`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      await expectAccessible(page);
    });
  }

  test('/home is the home page too', async ({ page }) => {
    const response = await page.goto(siteUrl('en', '/home'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expect(page.locator('header[data-home]')).toHaveCount(1);
  });

  test('an accessibility host renders French with the accessibility flag, never "ay" as a language', async ({
    page,
  }) => {
    await page.goto(siteUrl('ay-fr', `/${ABOUT.fr}`));
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(html).toHaveAttribute('data-a11y', '');
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    expect(hreflangs.join('\n')).not.toMatch(/ay-/);
    await expectAccessible(page);
  });

  test('hreflang links point to the same page on each language host, with x-default', async ({ page }) => {
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    const alternates = Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    );
    expect(alternates).toMatchObject({
      fr: siteUrl('fr', `/${ABOUT.fr}`),
      en: siteUrl('en', `/${ABOUT.en}`),
      es: siteUrl('es', `/${ABOUT.es}`),
      de: siteUrl('de', `/${ABOUT.de}`),
      'x-default': siteUrl('fr', `/${ABOUT.fr}`),
    });
  });

  test('a page not yet translated into German shows German’s 404, and no hreflang names German', async ({
    page,
  }) => {
    const stamp = `${Date.now()}-${Math.round(Math.random() * 1e4)}`;
    const text = {
      fr: { title: `Sans allemand ${stamp}`, slug: `sans-allemand-${stamp}` },
      en: { title: `No German ${stamp}`, slug: `no-german-${stamp}` },
      es: { title: `Sin alemán ${stamp}`, slug: `sin-aleman-${stamp}` },
    };
    const headers = await adminAuth();
    const created = await fetch(`${CMS_URL}/api/pages?locale=fr`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...text.fr, template: 'default', _status: 'published' }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { doc } = (await created.json()) as { doc: { id: number } };
    for (const locale of ['en', 'es'] as const) {
      const saved = await fetch(`${CMS_URL}/api/pages/${doc.id}?locale=${locale}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ ...text[locale], _status: 'published' }),
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
    }

    await expect.poll(async () => (await page.goto(siteUrl('en', `/${text.en.slug}`)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.en.title);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(alternates.sort()).toEqual(['en', 'es', 'fr', 'x-default']);

    // German has no slug of its own for it: at the French or the English address, German's 404.
    for (const slug of [text.fr.slug, text.en.slug]) {
      const response = await page.goto(siteUrl('de', `/${slug}`));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Hoppla! Hier solltest du nicht sein!',
      );
    }
  });

  test('pre-production hosts are not indexed; main hosts are', async ({ page }) => {
    await page.goto(siteUrl('preprod-en', `/${ABOUT.en}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto(siteUrl('en', `/${ABOUT.en}`));
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  });

  test('the /script variant shows the page without the shell and is not indexed', async ({ page }) => {
    const response = await page.goto(siteUrl('de', `/${ABOUT.de}/script`));
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Über uns');
  });

  for (const [path, heading] of [
    ['/contactez-nous', 'Contact us'],
    ['/espace-coworking', 'Coworking space'],
    ['/demande-envoyee', 'Thank you, your request has been sent!'],
    ['/suivi-signalement', 'Report follow-up'],
    ['/nos-filiales', 'Where we are'],
    ['/nos-filiales/dav-lyon', 'DAV Lyon'],
  ] as const) {
    test(`${path}/script shows the screen without the shell and is not indexed`, async ({ page }) => {
      const response = await page.goto(siteUrl('en', `${path}/script`));
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const deeper = await page.goto(siteUrl('en', `${path}/script/more`));
      expect(deeper?.status()).toBe(404);
    });
  }

  test('an unknown page answers 404 with the error page, in the host language', async ({ page }) => {
    const response = await page.goto(siteUrl('en', '/this-page-does-not-exist'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Whoops! You shouldn't be here!");
    await expect(page.getByText('This page could not be found.')).toBeVisible();
    await expect(page.getByRole('img')).not.toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(siteUrl('en', '/'));

    const fr = await page.goto(siteUrl('fr', '/nos-offres/un/deux/trois'));
    expect(fr?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups ! Vous ne devriez pas être ici !');
  });
});

/** The build the other tests run against, started once more on its own port with `env`. */
async function startAlone(app: 'web' | 'cms', port: number, env: Record<string, string | undefined>) {
  const folder = fileURLToPath(new URL(app === 'web' ? '../..' : '../../../cms', import.meta.url));
  // Each app runs behind its own server (apps/web/server.mjs, apps/cms/server.mjs), as npm start runs it.
  const server = spawn(process.execPath, ['server.mjs'], {
    cwd: folder,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
  return { code, stderr };
}

for (const [app, port] of [
  ['web', WEB_PORT + 77],
  ['cms', WEB_PORT + 78],
] as const) {
  test(`a malformed DOMAINS stops the ${app} at start with one line naming the entry, no stack`, async () => {
    const { code, stderr } = await startAlone(app, port, {
      DOMAINS: JSON.stringify([{ host: 'x.localhost', code: 'zz' }]),
      REVALIDATE_SECRET: 'a-secret-of-this-test',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `[${app}] configuration: DOMAINS[0].code must be one of fr, en, es, de, ay-fr, ay-en`,
    );
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  test(`the ${app} refuses to start in production without its own REVALIDATE_SECRET`, async () => {
    for (const secret of [undefined, '  ', 'dev-revalidate-secret']) {
      const { code, stderr } = await startAlone(app, port, { REVALIDATE_SECRET: secret, DOMAINS: undefined });
      expect(code, `REVALIDATE_SECRET=${secret}`).toBe(1);
      expect(stderr).toContain(`[${app}] configuration: REVALIDATE_SECRET is `);
      expect(stderr.split('\n').filter((line) => line.includes('configuration:'))).toHaveLength(1);
      expect(stderr).not.toMatch(/^\s+at /m);
    }
  });
}

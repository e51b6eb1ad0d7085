// The admin in Chromium through nginx (observatory.mjs): logged in, a post's rich text typed and
// saved, a picture uploaded, with no Content-Security-Policy violation on the way.
import { watchViolations } from './observatory-browse.mjs';

/** A 1×1 PNG, uploaded to the media library by the admin check. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Publishes the document open in the admin (its drafts autosave as the editor types) and waits for
 * the admin's answer: the save itself, then its success message. The message of an earlier save
 * may still be on screen, or gone: only this save's answer is waited for.
 */
async function publish(page) {
  const saved = page.waitForResponse(
    (res) =>
      res.request().method() === 'PATCH' &&
      /\/api\/posts\/[^/?]+/.test(new URL(res.url()).pathname) &&
      !new URL(res.url()).searchParams.has('autosave'),
  );
  await page.locator('#action-save').click();
  const res = await saved;
  if (res.status() !== 200) throw new Error(`publishing answered ${res.status()}: ${await res.text()}`);
  await page.locator('.payload-toast-container .toast-success').last().waitFor();
}

/**
 * The admin in Chromium through nginx, as a staff member uses it: logs in, types in a post's rich
 * text editor and saves (then takes the words out and saves again), uploads a picture to the media
 * library. Returns `{ violations, steps, error }`: the steps done, in order.
 */
export async function browseAdmin({
  httpsPort,
  adminHost = 'admin.localhost',
  email,
  password,
  chromiumPath = '/usr/bin/chromium',
}) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const violations = [];
  const steps = [];
  let since = Date.now();
  // Each step with how long it took: the record a slow machine's failure is read from.
  const step = (name) => {
    steps.push(`${name} (${((Date.now() - since) / 1000).toFixed(1)} s)`);
    since = Date.now();
  };
  let error = null;
  const base = `https://${adminHost}:${httpsPort}`;
  let page;
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await watchViolations(page, violations);
    // Once its scripts are in: filled before, the form would be sent by the browser itself.
    await page.goto(`${base}/admin/login`, { waitUntil: 'networkidle' });
    await page.locator('#field-email').fill(email);
    await page.locator('#field-password').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/admin\/?$/);
    step('logged in');

    // Once the list's scripts are in and it has fetched what its cells show: on a slow machine a
    // click that lands while the list still hydrates is lost (Payload's Link prevents the
    // browser's navigation, and the router does not push yet), as a person clicking that early
    // would see, and click again.
    await page.goto(`${base}/admin/collections/posts`, { waitUntil: 'networkidle' });
    await page.locator('.table a[href*="/admin/collections/posts/"]').first().click();
    await page.waitForURL(/\/admin\/collections\/posts\/[^/]+$/);
    step('post opened from the list');
    const editor = page.locator('[contenteditable="true"][data-lexical-editor="true"]').first();
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    const words = ' CSP';
    await page.keyboard.type(words);
    await publish(page);
    step('rich text saved');
    await editor.click();
    await page.keyboard.press('Control+End');
    for (let i = 0; i < words.length; i++) await page.keyboard.press('Backspace');
    await publish(page);
    step('rich text restored');

    await page.goto(`${base}/admin/collections/media/create`, { waitUntil: 'networkidle' });
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'csp-check.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await page.locator('#field-alt').fill('CSP check');
    await page.locator('#action-save').click();
    await page.waitForURL(/\/admin\/collections\/media\/[^/]+$/);
    await page.locator('.payload-toast-container .toast-success').first().waitFor();
    step('picture uploaded');
    await context.close();
  } catch (err) {
    error = String(err?.message ?? err).split('\n')[0];
    // Where it stood, and what the admin said: a refusal shows as a toast.
    const where = await page
      ?.evaluate(() => ({
        url: location.pathname,
        toasts: [...document.querySelectorAll('.payload-toast-container li')].map((t) => t.textContent),
        text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300),
      }))
      .catch(() => null);
    if (where)
      error += ` (at ${where.url}${where.toasts.length ? `, toasts: ${where.toasts.join(' | ')}` : ''}; the page read: ${where.text})`;
  } finally {
    await browser.close();
  }
  return { violations, steps, error };
}

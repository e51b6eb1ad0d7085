import { createStaff, logIn, PAYLOAD_DOCUMENT_WIDGETS, PAYLOAD_LIST_WIDGETS } from '../admin';
import { adminAuth, CMS_URL, expect, expectAccessible, test } from '../fixtures';

/*
 * Four languages kept in step, in the French admin (docs/product.md#translations): the list's
 * column and its one-click filters, a document's panel naming what a language misses, and
 * publishing refused while a picture has no alternative text in a language of the document.
 */

// A 1 × 1 PNG: a picture an editor uploaded, described in French only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

async function rest<T>(method: string, path: string, data?: unknown): Promise<T> {
  const res = await fetch(`${CMS_URL}${path}`, {
    method,
    headers: await adminAuth(),
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return (await res.json()) as T;
}

async function uploadPicture(name: string, alt: string): Promise<number> {
  const { Authorization } = await adminAuth();
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), name);
  form.append('_payload', JSON.stringify({ alt }));
  const res = await fetch(`${CMS_URL}/api/media?locale=fr`, {
    method: 'POST',
    headers: { Authorization: Authorization! },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { doc: { id: number } }).doc.id;
}

test.describe('translations in the admin', () => {
  // Each test signs in, opens admin screens and saves: several server renders of the admin, slow
  // on a loaded machine.
  test.describe.configure({ timeout: 240_000 });

  test('an editor sees which languages a category has, filters those missing Spanish, and reads what is missing', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const title = `Catégorie à traduire ${Date.now()}`;
    const { doc } = await rest<{ doc: { id: number } }>('POST', '/api/categories?locale=fr', { title });
    await rest('PATCH', `/api/categories/${doc.id}?locale=en`, { title: `Category to translate ${doc.id}` });

    await logIn(page, await createStaff('editor'));
    await page.goto(`${CMS_URL}/admin/collections/categories`);
    const row = page.getByRole('row').filter({ hasText: title });
    // The column says it in words, language by language.
    const languages = row.locator('.translation-cell');
    await expect(languages.locator('[data-locale="fr"]')).toHaveText('FR ✓ complète');
    await expect(languages.locator('[data-locale="en"]')).toHaveText('EN ✓ complète');
    await expect(languages.locator('[data-locale="es"]')).toHaveText('ES manquante');
    await expect(languages.locator('[data-locale="de"]')).toHaveText('DE manquante');
    await expectAccessible(page, PAYLOAD_LIST_WIDGETS);

    // One click (here from the keyboard) lists the categories missing Spanish, and only them.
    const filters = page.getByRole('navigation', { name: 'Filtrer par langue' });
    await filters.getByRole('link', { name: 'Manquant en espagnol' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/where.*translations\.es.*=missing/);
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    const seeded = await rest<{ docs: { title: string }[] }>(
      'GET',
      '/api/categories?locale=fr&depth=0&where[translations.esStatus][equals]=complete&limit=1',
    );
    await expect(page.getByRole('row').filter({ hasText: seeded.docs[0]!.title })).toHaveCount(0);

    // The document's panel names the language and the field it misses.
    await page.getByRole('link', { name: title }).click();
    const panel = page.getByRole('region', { name: 'Langues' });
    await expect(panel.locator('[data-locale="es"]')).toContainText('espagnol : manquante');
    await expect(panel.locator('[data-locale="es"]')).toContainText('Titre');
    await expect(panel.locator('[data-locale="en"]')).toContainText('anglais : complète');
    await expectAccessible(page, PAYLOAD_DOCUMENT_WIDGETS);
  });

  test('publishing a post whose picture has no English text is refused, naming the picture and the language', async ({
    page,
  }) => {
    const file = `e2e-sans-alt-${Date.now()}.png`;
    const picture = await uploadPicture(file, 'Une photo décrite en français seulement');
    const { doc } = await rest<{ doc: { id: number } }>('POST', '/api/posts?locale=fr&draft=true', {
      title: `Article illustré ${Date.now()}`,
      cover: picture,
      _status: 'draft',
    });
    // An English draft is saved: drafts may lack the text.
    await rest('PATCH', `/api/posts/${doc.id}?locale=en&draft=true`, {
      title: 'Illustrated post',
      _status: 'draft',
    });

    await logIn(page, await createStaff('editor'));
    await page.goto(`${CMS_URL}/admin/collections/posts/${doc.id}`);
    await page.getByRole('button', { name: 'Publier les modifications' }).click();
    // Payload's error toast (sonner), which lists what follows the message's colon.
    const message = page.locator('[data-sonner-toast]').filter({ hasText: /Publication refusée/ });
    await expect(message).toBeVisible();
    await expect(message).toContainText(file);
    await expect(message).toContainText('(anglais)');
    const still = await rest<{ _status: string }>('GET', `/api/posts/${doc.id}?depth=0`);
    expect(still._status).toBe('draft');
  });
});

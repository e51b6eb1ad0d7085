import type { Page } from '@playwright/test';
import { createStaff, logIn, PAYLOAD_WIDGETS } from '../admin';
import { ADMIN, adminAuth, CMS_URL, expect, expectAccessible, test } from '../fixtures';
import { minimalPdf } from './contact-form';

/*
 * Each role's first screen in the French admin (docs/product.md#staff): what waits for them,
 * counted, each count a link to the list of what it counts.
 */

const OFFER = 'ingenieure-ingenieur-data-paris';
const stamp = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

/** Posts to the CMS as the site would, from a French page. */
async function postAsSite(path: string, fields: Record<string, string>, cv = false): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, _started: String(Date.now() - 10_000) }))
    body.append(name, value);
  if (cv) body.append('cv', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${CMS_URL}${path}`, {
    method: 'POST',
    body,
    headers: { origin: 'http://fr.localhost:3000', 'x-forwarded-for': `10.8.${Date.now() % 250}.1` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A REST call as the e2e admin; the answer's JSON. */
async function asAdmin<T>(method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${CMS_URL}/api${path}`, {
    method,
    headers: await adminAuth(),
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return (await res.json()) as T;
}

/** `value` without the ids of its array rows and blocks, which a copy must not reuse. */
const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== 'id')
            .map(([key, item]) => [key, withoutIds(item)]),
        )
      : value;

/** A copy of the first document of `collection` (French), with `data` over it. */
async function copyOf(collection: string, data: Record<string, unknown>, query = ''): Promise<number> {
  const { docs } = await asAdmin<{ docs: Record<string, unknown>[] }>(
    'GET',
    `/${collection}?limit=1&depth=0&locale=fr`,
  );
  // Joins (an offer's applications) are read, never written.
  const { createdAt: _c, updatedAt: _u, applications: _a, ...rest } = docs[0]!;
  const { doc } = await asAdmin<{ doc: { id: number } }>('POST', `/${collection}?locale=fr${query}`, {
    ...(withoutIds(rest) as object),
    ...data,
  });
  return doc.id;
}

/** The link of a list's row to document `id` (with or without a query after it). */
const rowLink = (page: Page, collection: string, id: number) =>
  page
    .locator(
      `tbody a[href$="/admin/collections/${collection}/${id}"], tbody a[href*="/admin/collections/${collection}/${id}?"]`,
    )
    .first();

/** The number a dashboard link shows ("… : 3"), once the link is there. */
async function countOf(page: Page, name: RegExp): Promise<number> {
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible();
  return Number((await link.innerText()).match(/: (\d+)$/)![1]);
}

test.describe('each role’s first screen: what waits for them', () => {
  // Each test writes through the API, signs in, renders a dashboard of counts and opens two
  // lists: minutes on a cold, shared server.
  test.describe.configure({ timeout: 240_000 });

  test('an editor sees drafts waiting and pages missing a language, each leading to its list', async ({
    page,
  }) => {
    const id = stamp();
    const pageTitle = `Page seulement en français ${id}`;
    const created = await asAdmin<{ doc: { id: number } }>('POST', '/pages?locale=fr', {
      title: pageTitle,
      slug: `tableau-${id}`,
      template: 'default',
    });
    const draftTitle = `Article en brouillon ${id}`;
    const draft = await copyOf(
      'posts',
      { title: draftTitle, slug: `brouillon-${id}`, _status: 'draft' },
      '&draft=true',
    );

    await logIn(page, await createStaff('editor'));
    await expect(
      page.getByRole('heading', { name: 'Ce qui vous attend : contenus', level: 3 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Brouillons en attente' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Programmé cette semaine' })).toBeVisible();
    expect(await countOf(page, /^Pages sans version en allemand : \d+$/)).toBeGreaterThanOrEqual(1);
    expect(await countOf(page, /^Articles en brouillon : \d+$/)).toBeGreaterThanOrEqual(1);
    await expectAccessible(page, PAYLOAD_WIDGETS);

    await page.getByRole('link', { name: /^Pages sans version en allemand/ }).click();
    await expect(page).toHaveURL(/\/admin\/collections\/pages\?.*locale=de/);
    // Listed in German, where it has no title yet: its row links to it.
    await expect(rowLink(page, 'pages', created.doc.id)).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: /^Articles en brouillon/ }).click();
    await expect(page).toHaveURL(/\/admin\/collections\/posts\?/);
    // The admin stays in the content language last chosen (German, above): the row, not its title.
    await expect(rowLink(page, 'posts', draft)).toBeVisible();
  });

  test('a recruiter sees new applications offer by offer and expired offers still published, never reports', async ({
    page,
  }) => {
    const id = stamp();
    const email = `dash-${id}@example.com`;
    await postAsSite(
      '/wp-json/api/fr/forms/application',
      {
        lastname: 'Lovelace',
        firstname: 'Ada',
        email,
        confidentiality: '/politique-de-confidentialite',
        youare: 'candidate',
        mobility: 'everywhere',
        offer: OFFER,
      },
      true,
    );
    const offer = await asAdmin<{ docs: { title: string }[] }>(
      'GET',
      `/offers?where[slug][equals]=${OFFER}&locale=fr&depth=0`,
    );
    const offerTitle = offer.docs[0]!.title;
    const expiredTitle = `Offre expirée ${id}`;
    await copyOf('offers', {
      title: expiredTitle,
      slug: `offre-expiree-${id}`,
      _status: 'published',
      validThrough: new Date(Date.now() - 86_400_000).toISOString(),
    });

    await logIn(page, await createStaff('recruiter'));
    await expect(
      page.getByRole('heading', { name: 'Ce qui vous attend : recrutement', level: 3 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /Ce qui vous attend : signalements/ })).toHaveCount(0);
    const escaped = offerTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(await countOf(page, new RegExp(`^${escaped} : \\d+$`))).toBeGreaterThanOrEqual(1);
    expect(await countOf(page, /^Offres expirées encore publiées : \d+$/)).toBeGreaterThanOrEqual(1);
    await expect(
      page.getByRole('link', { name: /^Tests demandés ces 7 derniers jours : \d+$/ }),
    ).toBeVisible();
    await expectAccessible(page, PAYLOAD_WIDGETS);

    await page.getByRole('link', { name: new RegExp(`^${escaped} : `) }).click();
    await expect(page).toHaveURL(/\/admin\/collections\/applications\?/);
    await expect(page.getByText(email)).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: /^Offres expirées encore publiées/ }).click();
    await expect(page).toHaveURL(/\/admin\/collections\/offers\?/);
    await expect(page.getByRole('link', { name: expiredTitle })).toBeVisible();
  });

  test('compliance sees reports by deadline, overdue first, each leading to its reports', async ({
    page,
  }) => {
    await postAsSite('/wp-json/api/fr/forms/contact', {
      youare: 'snowden',
      company: 'ACME',
      subsidiary: 'dav-lyon',
      firstname: 'Edward',
      lastname: 'Dashboard',
      email: 'anonymous@example.com',
      message: 'Bribes were paid.',
    });
    await logIn(page, await createStaff('compliance'));
    const part = page.getByRole('region', { name: 'Ce qui vous attend : signalements' });
    await expect(part.getByRole('heading', { name: 'Signalements par échéance' })).toBeVisible();
    await expect(part.getByRole('list').first().getByRole('link')).toHaveText([
      /^Accusé de réception en retard : \d+$/,
      /^Retour en retard : \d+$/,
      /^Accusé de réception à envoyer : \d+$/,
      /^Retour à donner : \d+$/,
    ]);
    expect(await countOf(page, /^Accusé de réception à envoyer : \d+$/)).toBeGreaterThanOrEqual(1);
    await expectAccessible(page, PAYLOAD_WIDGETS);
    await page.getByRole('link', { name: /^Accusé de réception à envoyer/ }).click();
    await expect(page).toHaveURL(/\/admin\/collections\/whistleblowing-reports\?/);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
  });

  test('an admin sees the mail queue and the last nightly erasure', async ({ page }) => {
    await logIn(page, ADMIN);
    const part = page.getByRole('region', { name: 'Ce qui vous attend : administration' });
    await expect(part.getByRole('heading', { name: 'File des e-mails' })).toBeVisible();
    await expect(part.getByRole('link', { name: /^E-mails en échec : \d+$/ })).toBeVisible();
    await expect(part.getByRole('heading', { name: 'Dernière purge nocturne' })).toBeVisible();
    await expect(
      part.getByText(/^(Dernière exécution : .+|Aucune exécution pour l’instant\.)$/),
    ).toBeVisible();
    await expectAccessible(page, PAYLOAD_WIDGETS);
    await part.getByRole('link', { name: /^E-mails en attente d’envoi : \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/collections\/payload-jobs\?/);
  });
});

import { adminAuth, CMS_URL, expect, expectAccessible, test } from '../fixtures';
import { createStaff, logIn, PAYLOAD_WIDGETS } from '../admin';
import { minimalPdf } from './contact-form';

const OFFER = 'ingenieure-ingenieur-data-paris';

/** Posts to the CMS as the site would, from a French page. */
async function post(path: string, fields: Record<string, string>, cv = false): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (cv) body.append('cv', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${CMS_URL}${path}`, {
    method: 'POST',
    body,
    headers: { origin: 'http://fr.localhost:3000', 'x-forwarded-for': `10.7.${Date.now() % 250}.1` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

test('a recruiter works an application: its candidate’s other applications and tests, the CV, the status', async ({
  page,
}) => {
  const email = `inbox-${Date.now()}@example.com`;
  const candidate = {
    lastname: 'Noether',
    firstname: 'Emmy',
    email,
    confidentiality: '/politique-de-confidentialite',
    youare: 'candidate',
    mobility: 'everywhere',
    _started: String(Date.now() - 10_000),
  };
  await post('/wp-json/api/appskills', {
    lastname: 'Noether',
    firstname: 'Emmy',
    email,
    locale: 'fr',
    technology: 'python',
    technologyId: '21',
    idSubTechnology: '1',
  });
  await post('/wp-json/api/fr/forms/spontaneous-application', { ...candidate, expertise: 'data-ai' }, true);
  await post('/wp-json/api/fr/forms/application', { ...candidate, offer: OFFER }, true);

  const headers = await adminAuth();
  const found = (await (
    await fetch(`${CMS_URL}/api/candidates?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers,
    })
  ).json()) as { docs: { id: number }[] };
  const { docs } = (await (
    await fetch(
      `${CMS_URL}/api/applications?where[candidate][equals]=${found.docs[0]!.id}&where[kind][equals]=job&depth=1`,
      { headers },
    )
  ).json()) as { docs: { id: number; files: { url: string }[] }[] };
  const application = docs[0]!;

  await logIn(page, await createStaff('recruiter'));
  await page
    .getByRole('navigation', { name: 'Votre travail' })
    .getByRole('link', { name: 'Candidatures' })
    .click();
  await expect(page).toHaveURL(/\/admin\/collections\/applications/);
  await expect(page.getByRole('heading', { name: 'Candidatures', level: 1 })).toBeVisible();

  await page.goto(`${CMS_URL}/admin/collections/applications/${application.id}`);
  const history = page.getByRole('region', { name: 'Ses autres candidatures et tests' });
  await expect(history).toBeVisible();
  await expect(history.getByRole('link', { name: /Candidature spontanée · Nouvelle/ })).toBeVisible();
  await expect(history.getByRole('link', { name: /python · lien donné/ })).toBeVisible();
  // Payload's own widgets on a document page, not ours to fix: the date picker's input (a
  // read-only date) and the document tabs' list markup.
  await expectAccessible(page, [...PAYLOAD_WIDGETS, '.react-datepicker__input-container', '.doc-tabs__tabs']);

  // The CV opens in the browser for the recruiter, and for nobody signed out.
  const cv = await page.request.get(`${CMS_URL}${application.files[0]!.url}`);
  expect(cv.status()).toBe(200);
  expect(cv.headers()['content-type']).toBe('application/pdf');
  expect((await fetch(`${CMS_URL}${application.files[0]!.url}`)).status).toBe(403);

  // A rejection is dated: the erasure counts from it.
  const rejected = await page.request.patch(`${CMS_URL}/api/applications/${application.id}`, {
    data: { status: 'rejected', notes: 'Profil trop junior pour ce poste.' },
  });
  expect(rejected.status()).toBe(200);
  const { doc } = (await rejected.json()) as { doc: { decidedAt: string | null; values: unknown } };
  expect(Date.now() - new Date(doc.decidedAt!).getTime()).toBeLessThan(60_000);
  const tamper = await page.request.patch(`${CMS_URL}/api/applications/${application.id}`, {
    data: { values: { email: 'someone-else@example.com' } },
  });
  const after = (await (
    await fetch(`${CMS_URL}/api/applications/${application.id}?depth=0`, { headers })
  ).json()) as {
    values: { email: string };
  };
  expect(tamper.status()).toBeLessThan(500);
  expect(after.values.email).toBe(email); // what the candidate sent stays as sent
});

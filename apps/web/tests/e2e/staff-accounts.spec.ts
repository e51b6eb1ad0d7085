import { createStaff, formChecks, logIn } from '../admin';
import { adminAuth, CMS_URL, expect, test } from '../fixtures';

/*
 * Staff accounts as an admin meets them in the admin, in French (docs/product.md#staff-accounts):
 * another person's password is never changed, and the refusal says why and what to do instead;
 * a disabled account's login says so. The production build's own messages, never Payload's
 * "An unknown error occurred." (hooks/field-errors.ts).
 */

/** A second admin of its own: the e2e admin's browser login would race the API's. */
async function createAdmin() {
  const admin = {
    email: `admin-${Date.now()}-${Math.round(Math.random() * 1e6)}@dav.localhost`,
    password: 'e2e-second-admin-password',
    name: 'E2E admin',
  };
  const res = await fetch(`${CMS_URL}/api/users`, {
    method: 'POST',
    headers: await adminAuth(),
    body: JSON.stringify({ ...admin, roles: ['admin'] }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return admin;
}

const idOf = async (email: string) => {
  const res = await fetch(`${CMS_URL}/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: await adminAuth(),
  });
  return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id;
};

const signsIn = async (staff: { email: string; password: string }) =>
  (
    await fetch(`${CMS_URL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    })
  ).status;

test('an admin who sets another person’s password is refused with the reason, in French, and nothing changes', async ({
  page,
}) => {
  test.slow();
  const editor = await createStaff('editor');
  await logIn(page, await createAdmin());
  const checks = formChecks(page);
  await page.goto(`${CMS_URL}/admin/collections/users/${await idOf(editor.email)}`);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.locator('#field-password').fill('un-mot-de-passe-choisi-par-un-autre');
  await page.locator('#field-confirm-password').fill('un-mot-de-passe-choisi-par-un-autre');
  await checks.settled();
  const answered = page.waitForResponse((res) => res.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  expect((await answered).status()).toBe(403);
  await expect(
    page.getByText(/^Seul le titulaire du compte change son mot de passe ou son e-mail : envoyez-lui/),
  ).toBeVisible();
  await expect(page.getByText('An unknown error occurred.')).toHaveCount(0);
  expect(await signsIn(editor)).toBe(200);
  expect(await signsIn({ ...editor, password: 'un-mot-de-passe-choisi-par-un-autre' })).toBe(401);
});

test('a disabled account’s login says so on the login page, in French', async ({ page }) => {
  const editor = await createStaff('editor');
  const disabled = await fetch(`${CMS_URL}/api/users/${await idOf(editor.email)}`, {
    method: 'PATCH',
    headers: await adminAuth(),
    body: JSON.stringify({ disabled: true }),
  });
  expect(disabled.status).toBe(200);
  await page.goto(`${CMS_URL}/admin/login`, { waitUntil: 'networkidle' });
  await page.locator('#field-email').fill(editor.email);
  await page.locator('#field-password').fill(editor.password);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('Ce compte est désactivé : adressez-vous à un administrateur.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});

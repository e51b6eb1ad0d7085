import type { Page } from '@playwright/test';
import { calendarDayIn, COMPANY_TIME_ZONE } from '@dav/rules';
import { adminAuth, CMS_URL, expect, expectAccessible, siteUrl, test } from '../fixtures';
import { choose, combobox, CONTACT, openSelect } from './contact-form';

/*
 * Fields an editor adds to the contact form in the CMS (every field type of docs/product.md#contact-fields must work in
 * any form): the time and date pickers' windows, privacy, gender and mobility checkboxes.
 */

/**
 * Adds fields to the contact form as an editor, runs `body`, then puts the form back. The fields
 * show for "Other request" + "Book a training" only, a pair no other test picks, so the tests
 * running meanwhile see the form they expect. The CMS revalidates the site's copy on each save.
 * The patches take over Payload's document lock: another spec may have the form open in the admin.
 */
async function withExtraContactFields(page: Page, fields: object[], body: () => Promise<void>) {
  const auth = await adminAuth();
  const found = await fetch(`${CMS_URL}/api/forms?where[name][equals]=contact&locale=en&depth=0`, {
    headers: auth,
  });
  const { docs } = (await found.json()) as { docs: { id: string | number; fields: unknown[] }[] };
  const { id, fields: original } = docs[0]!;
  const condition = { inputName: ['subject1'], isEaquelTo: ['training'] };
  const patch = (next: unknown[]) =>
    fetch(`${CMS_URL}/api/forms/${id}?locale=en&overrideLock=true`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ fields: next }),
    });
  try {
    expect((await patch([...original, ...fields.map((field) => ({ ...field, condition }))])).status).toBe(
      200,
    );
    const last = (fields.at(-1) as { label: string }).label;
    await expect(async () => {
      await page.goto(siteUrl('en', `${CONTACT}?youare=extra`));
      await choose(page, /^Subject/, 'Book a training');
      await expect(page.locator(`[data-field]`).last()).toContainText(last, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await body();
  } finally {
    expect((await patch(original)).status).toBe(200);
  }
}

test.describe.serial('fields added by an editor', () => {
  test('the time picker offers 09:00 to 19:00 every 30 min; the date picker only weekdays of the next 365 days', async ({
    page,
  }) => {
    await withExtraContactFields(
      page,
      [
        { type: 'datepicker', name: 'visitday', label: 'Visit day' },
        { type: 'time', name: 'visittime', label: 'Visit time' },
      ],
      async () => {
        await openSelect(page, /^Visit time/);
        const slots = await page.getByRole('option').allTextContents();
        const expected: string[] = [];
        for (let minutes = 9 * 60; minutes <= 19 * 60; minutes += 30) {
          expected.push(
            `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
          );
        }
        expect(slots).toEqual(expected);
        await page.getByRole('option', { name: '14:30' }).click();
        await expect(combobox(page, /^Visit time/)).toHaveText('14:30');

        await page.getByRole('button', { name: 'Choose a date, Visit day' }).click();
        const dialog = page.getByRole('dialog', { name: 'Calendar' });
        await expect(dialog).toBeVisible();
        await expect(dialog.locator('th').first()).toHaveAttribute('abbr', 'Monday');
        await expectAccessible(page);
        const today = calendarDayIn(new Date(), COMPANY_TIME_ZONE).getTime();
        const last = today + 365 * 86_400_000;
        const check = async () => {
          const days = await dialog.locator('button[data-day]').evaluateAll((buttons) =>
            buttons.map((b) => ({
              day: Number(b.getAttribute('data-day')),
              disabled: b.getAttribute('aria-disabled') === 'true',
            })),
          );
          for (const { day, disabled } of days) {
            const weekday = new Date(day).getUTCDay();
            const selectable = day >= today && day <= last && weekday !== 0 && weekday !== 6;
            expect(disabled, new Date(day).toISOString()).toBe(!selectable);
          }
        };
        await check();
        await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();
        // Keyboard: PageDown a year on, to the last month of the window.
        await page.keyboard.press('Shift+PageDown');
        await check();
        await expect(dialog.getByRole('button', { name: 'Next month' })).toBeDisabled();
        // Back to the first Monday at least a week ahead, and pick it with Enter.
        await page.keyboard.press('Shift+PageUp');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Home');
        const focused = Number(await page.evaluate(() => document.activeElement?.getAttribute('data-day')));
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        const date = new Date(focused);
        const shown = `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
        await expect(page.getByLabel(/^Visit day/)).toHaveValue(shown);
        await expect(page.getByRole('button', { name: 'Choose a date, Visit day' })).toBeFocused();

        // Escape closes it, and an outside click too.
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await page.getByRole('button', { name: 'Choose a date, Visit day' }).click();
        await page.getByRole('heading', { level: 1 }).click();
        await expect(dialog).toBeHidden();
      },
    );
  });

  test('checkboxes: the privacy words link to the notice, gender takes one choice, mobility at most five', async ({
    page,
  }) => {
    const cities = ['Lyon', 'Paris', 'Madrid', 'Geneva', 'Brussels', 'Montreal'];
    await withExtraContactFields(
      page,
      [
        {
          type: 'checkbox',
          name: 'gender',
          label: 'Gender',
          options: [
            { label: 'Man', value: 'man' },
            { label: 'Woman', value: 'woman' },
          ],
        },
        {
          type: 'checkbox',
          name: 'mobility',
          label: 'Mobility',
          options: [
            { label: 'Everywhere', value: 'everywhere' },
            ...cities.map((city) => ({ label: city, value: city.toLowerCase() })),
          ],
        },
        {
          type: 'checkbox',
          name: 'confidentiality',
          label: 'I accept the privacy policy',
          value: '/privacy-policy',
        },
      ],
      async () => {
        const consent = page.getByRole('checkbox', { name: /I accept the privacy policy/ });
        await expect(
          page.locator('form').getByRole('link', { name: 'privacy policy (opens in a new tab)' }),
        ).toHaveAttribute('href', '/privacy-policy');
        const gender = page.getByRole('group', { name: /^Gender/ });
        const mobility = page.getByRole('group', { name: /^Mobility/ });

        await page.getByRole('button', { name: 'Send' }).click();
        await expect(gender).toHaveAccessibleDescription('Please choose at least one value');
        await expect(page.getByText('The privacy policy must be accepted.')).toBeVisible();
        await expectAccessible(page);

        await gender.getByRole('checkbox', { name: 'Man', exact: true }).check();
        await gender.getByRole('checkbox', { name: 'Woman', exact: true }).click();
        await expect(gender.getByRole('checkbox', { name: 'Man', exact: true })).not.toBeChecked();
        await expect(gender.getByRole('checkbox', { name: 'Woman', exact: true })).toBeChecked();

        for (const city of cities) await mobility.getByRole('checkbox', { name: city, exact: true }).click();
        await expect(mobility.getByRole('checkbox', { checked: true })).toHaveCount(5);
        await expect(mobility.getByRole('checkbox', { name: 'Montreal', exact: true })).not.toBeChecked();
        await mobility.getByRole('checkbox', { name: 'Everywhere', exact: true }).click();
        await expect(mobility.getByRole('checkbox', { checked: true })).toHaveCount(1);
        await mobility.getByRole('checkbox', { name: 'Lyon', exact: true }).click();
        await expect(mobility.getByRole('checkbox', { name: 'Everywhere', exact: true })).not.toBeChecked();

        await consent.check();
        await expect(page.getByText('The privacy policy must be accepted.')).toHaveCount(0);
      },
    );
  });
});

import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { calendarDayIn, COMPANY_TIME_ZONE, DATEPICKER_RANGE_DAYS, formatDateValue } from '@dav/rules';
import { ModalDialog } from '@/components/ui/modal-dialog.client';
import { DateField } from '@/features/forms/fields/date-field';
import { expectAccessible, FieldHarness } from './support';

const DAY_MS = 86_400_000;
/** The coworking request's arrival date (apps/cms/src/seed/content/forms.ts), as the CMS sends it. */
const arrival = { type: 'datepicker', name: 'date', label: 'Arrival date' };

/** The field inside the site's modal dialog, as the coworking request shows it. */
function InRequest() {
  const [open, setOpen] = useState(true);
  return (
    <ModalDialog open={open} onClose={() => setOpen(false)} variant="modal" aria-label="Request">
      <FieldHarness Field={DateField} definition={arrival} />
    </ModalDialog>
  );
}

describe('the date calendar (docs/product.md#forms-validation)', () => {
  it('weekends, days before today and after today + 365 are unavailable; Escape closes the calendar only', async () => {
    await render(<InRequest />);
    const request = page.getByRole('dialog', { name: 'Request' });
    await page.getByRole('button', { name: /Arrival date/ }).click();
    const days = () =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('[role="grid"] button[data-day]'));
    await expect.poll(() => days().length).toBeGreaterThan(27);
    await expectAccessible();

    const today = calendarDayIn(new Date(), COMPANY_TIME_ZONE).getTime();
    const last = today + DATEPICKER_RANGE_DAYS * DAY_MS;
    const unavailable = (time: number) => {
      const weekday = new Date(time).getUTCDay();
      return weekday === 0 || weekday === 6 || time < today || time > last;
    };
    const wrong = () =>
      days()
        .filter(
          (day) => unavailable(Number(day.dataset.day)) !== (day.getAttribute('aria-disabled') === 'true'),
        )
        .map((day) => new Date(Number(day.dataset.day)).toISOString().slice(0, 10));
    expect(wrong()).toEqual([]);
    await expect.element(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    // A year ahead (Shift+PageDown) lands on the range's last day, today + 365.
    days()
      .find((day) => day.tabIndex === 0)!
      .focus();
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await expect.element(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(wrong()).toEqual([]);
    expect((document.activeElement as HTMLElement).dataset.day).toBe(String(last));

    // Escape closes the calendar only, not the request, and gives focus back to its button.
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => days().length).toBe(0);
    await expect.element(request).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Arrival date/ })).toHaveFocus();
  });

  it('Enter picks the focused day, written dd/mm/yyyy in the field', async () => {
    await render(<FieldHarness Field={DateField} definition={arrival} />);
    await page.getByRole('button', { name: /Arrival date/ }).click();
    const focusedDay = () => document.activeElement as HTMLButtonElement;
    await expect.poll(() => focusedDay().dataset.day).toBeDefined();
    const picked = new Date(Number(focusedDay().dataset.day));
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('textbox', { name: /Arrival date/ }))
      .toHaveValue(formatDateValue(picked));
  });
});

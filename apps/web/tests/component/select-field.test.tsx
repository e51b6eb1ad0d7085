import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SelectField } from '@/features/forms/fields/select-field';
import { expectAccessible, FieldHarness } from './support';

/** The contact form's "you are" (apps/cms/src/seed/content/forms.ts), as the CMS sends it. */
const youAre = {
  type: 'select',
  name: 'youare',
  label: 'You are',
  options: [
    { label: 'Customer', value: 'customer' },
    { label: 'Candidate', value: 'candidate' },
    { label: 'Journalist', value: 'journalist' },
    { label: 'Start-up founder', value: 'founder' },
    { label: 'Visitor', value: 'visitor' },
    { label: 'Whistleblower (report)', value: 'whistleblower' },
  ],
};

describe('the custom select (docs/product.md#forms-states)', () => {
  it('opens, closes on an outside click without choosing, and is accessible open', async () => {
    await render(<FieldHarness Field={SelectField} definition={youAre} />);
    const select = page.getByRole('combobox', { name: /^You are/ });
    const list = page.getByRole('listbox');
    await expect.element(select).toHaveTextContent('Choose');
    await select.click();
    await expect.element(list).toBeVisible();
    await expect.element(select).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible();

    await page.getByRole('heading', { level: 1 }).click();
    await expect.element(list).not.toBeInTheDocument();
    await expect.element(select).toHaveAttribute('aria-expanded', 'false');
    await expect.element(select).toHaveTextContent('Choose');
    await expect.element(page.getByTestId('value')).toHaveTextContent(/^$/);
  });

  it('works with the keyboard: arrows, Enter, Escape, Home, End, Space and type-ahead', async () => {
    await render(<FieldHarness Field={SelectField} definition={youAre} />);
    const select = page.getByRole('combobox', { name: /^You are/ });
    const list = page.getByRole('listbox');
    (select.element() as HTMLElement).focus();

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(list).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(list).not.toBeInTheDocument();
    await expect.element(select).toHaveTextContent('Choose');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect.element(select).toHaveTextContent('Candidate');
    await expect.element(list).not.toBeInTheDocument();
    await expect.element(page.getByTestId('value')).toHaveTextContent('candidate');

    await userEvent.keyboard('{End}');
    await expect
      .element(page.getByRole('option', { name: 'Whistleblower (report)' }))
      .toHaveAttribute('data-active', '');
    await userEvent.keyboard('{Home}[Space]');
    await expect.element(select).toHaveTextContent('Customer');

    // Type-ahead: "j" goes to Journalist.
    await userEvent.keyboard('j{Enter}');
    await expect.element(select).toHaveTextContent('Journalist');
    await expect.element(page.getByTestId('value')).toHaveTextContent('journalist');
    await expect.element(select).toHaveFocus();
  });

  it('Tab leaves it with the highlighted choice made', async () => {
    await render(
      <>
        <FieldHarness Field={SelectField} definition={youAre} />
        <button type="button">next</button>
      </>,
    );
    const select = page.getByRole('combobox', { name: /^You are/ });
    (select.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    await expect.element(select).toHaveTextContent('Candidate');
    await expect.element(page.getByRole('button', { name: 'next' })).toHaveFocus();
  });
});

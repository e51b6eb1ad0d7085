import { expect, type Page } from '@playwright/test';

/** The contact page and what its tests share: the form is the CMS's `contact` definition. */
export const CONTACT = '/contactez-nous';
export const REQUIRED = 'Please fill in this required field';
/** Fields every visitor sees, whatever "you are" says. */
export const ALWAYS = ['youare', 'firstname', 'lastname', 'email', 'phone', 'message'];

export const combobox = (page: Page, label: string | RegExp) => page.getByRole('combobox', { name: label });

/**
 * Opens a custom select by a click. Just after the page loads it may not be hydrated yet, and a
 * click then does nothing: click until it says it is open (a click on an open one would close it).
 */
export async function openSelect(page: Page, label: string | RegExp) {
  const box = combobox(page, label);
  await expect(async () => {
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

export async function choose(page: Page, label: string | RegExp, option: string) {
  await openSelect(page, label);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Waits until the page has shown every part it streamed: React reveals a streamed part (here the
 * form that takes the prerendered one's place) a moment after it arrives, and a value typed in
 * the form it replaces is lost (docs/architecture.md, Forms). Inline scripts do this, so it
 * happens with the build's scripts held back too.
 */
export async function streamedIn(page: Page) {
  await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
}

/** The names of the fields on show, in order (the engine marks each field's slot). */
export async function shownFields(page: Page): Promise<string[]> {
  // While the page streams in, the resolved form waits in a hidden node beside its fallback:
  // only the form on show counts.
  return page
    .locator('form [data-field]')
    .evaluateAll((slots) =>
      slots
        .filter((slot) => slot.closest('[hidden]') === null)
        .map((slot) => slot.getAttribute('data-field')!),
    );
}

/**
 * A real one-page PDF (objects, xref table at the offsets it names, trailer): the CMS parses
 * every CV, so a header alone is refused.
 */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = text.length;
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  return Buffer.from(
    `${text}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
  );
}

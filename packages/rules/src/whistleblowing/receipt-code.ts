/*
 * The receipt code of a whistleblowing report (docs/product.md#whistleblowing-follow-up): 16
 * digits, shown once to the reporter, the only key to their report's follow-up. Typed back, it
 * may carry the spaces it was shown with, or dashes.
 */

export const RECEIPT_CODE_DIGITS = 16;

/** `1234567890123456` → `1234 5678 9012 3456`, as it is shown. */
export function formatReceiptCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The 16 digits of what was typed, or null when it cannot be a code (nothing says which digit). */
export function normalizeReceiptCode(typed: unknown): string | null {
  if (typeof typed !== 'string') return null;
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${RECEIPT_CODE_DIGITS}}$`).test(digits) ? digits : null;
}

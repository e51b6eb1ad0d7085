import type { ErrorResponse } from './errors';
import type { SubmissionAccepted } from './submission';

/*
 * The two answers a form reads back (docs/product.md#calls), checked without zod: the browser reads them after
 * every send, and zod would weigh more in a form page's JavaScript than the whole form engine.
 * submission-answer.test.ts holds them equal to SubmissionAcceptedSchema and ErrorResponseSchema.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ success: true }`: the CMS stored the submission. */
export function isSubmissionAccepted(body: unknown): body is SubmissionAccepted {
  return isRecord(body) && body.success === true && (body.receipt === undefined || receiptOf(body) !== null);
}

/** The receipt code of an accepted whistleblowing report, or null. */
export function receiptOf(body: unknown): string | null {
  return isRecord(body) && typeof body.receipt === 'string' && /^\d{16}$/.test(body.receipt)
    ? body.receipt
    : null;
}

/** The field → message map of a rejection (`{ errors: {…} }`), or null when the body is not one. */
export function fieldErrorsOf(body: unknown): ErrorResponse['errors'] | null {
  if (!isRecord(body) || !isRecord(body.errors)) return null;
  const entries = Object.entries(body.errors);
  return entries.every(([, message]) => typeof message === 'string')
    ? (body.errors as Record<string, string>)
    : null;
}

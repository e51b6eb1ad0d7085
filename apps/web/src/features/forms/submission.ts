import {
  fieldErrorsOf,
  HONEYPOT_FIELD,
  isSubmissionAccepted,
  STARTED_FIELD,
  type FormDefinition,
} from '@dav/contract';
import { submittableValues, type FormValues } from '@dav/rules';

/**
 * The multipart body: the visible fields' values (docs/product.md#forms-validation, #calls), a list as one entry per choice,
 * a file as itself (a browser `File` is what the file input stores), then the bot trap fields.
 */
export function submissionBody(
  definition: FormDefinition,
  values: FormValues,
  trap: { startedAt: number; honeypot: string },
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(submittableValues(definition, values))) {
    if (typeof value === 'string') body.append(name, value);
    else if (Array.isArray(value)) value.forEach((choice) => body.append(name, choice));
    else if (value instanceof Blob) body.append(name, value);
  }
  body.append(STARTED_FIELD, String(trap.startedAt));
  body.append(HONEYPOT_FIELD, trap.honeypot);
  return body;
}

export type SubmitAnswer =
  | { kind: 'success' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'rate-limited' }
  /** 409: the CMS refused a job application over its limit (docs/product.md#coming-applications). */
  | { kind: 'duplicate' }
  | { kind: 'failure' };

/**
 * Reads the CMS's answer (docs/product.md#calls: "read for a success flag"): `{success: true}` is a success,
 * a 422 carries field messages, a 429 asks to wait, a 409 is a duplicate application; anything else, an unreadable body included,
 * is a failure (docs/product.md#error-catalogue: "the form is marked as in error").
 */
export async function readAnswer(response: Response): Promise<SubmitAnswer> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isSubmissionAccepted(body)) return { kind: 'success' };
  const errors = fieldErrorsOf(body);
  if (response.status === 422 && errors) return { kind: 'invalid', errors };
  if (response.status === 429) return { kind: 'rate-limited' };
  if (response.status === 409) return { kind: 'duplicate' };
  return { kind: 'failure' };
}

import {
  fieldErrorsOf,
  HONEYPOT_FIELD,
  isSubmissionAccepted,
  STARTED_FIELD,
  type FormDefinition,
} from '@dav/contract';
import { LABELS_FIELD, sentLabels, submittableValues, type FormValues } from '@dav/rules';

/**
 * The multipart body: the visible fields' values (docs/product.md#forms-validation, #calls), a list as one entry per choice,
 * a file as itself (a browser `File` is what the file input stores), then the bot trap fields
 * (no start time for a form the browser posted itself: the page it came from was cached).
 */
export function submissionBody(
  definition: FormDefinition,
  values: FormValues,
  trap: { startedAt: number | null; honeypot: string },
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(submittableValues(definition, values))) {
    if (typeof value === 'string') body.append(name, value);
    else if (Array.isArray(value)) value.forEach((choice) => body.append(name, choice));
    else if (value instanceof Blob) body.append(name, value);
  }
  if (trap.startedAt !== null) body.append(STARTED_FIELD, String(trap.startedAt));
  body.append(HONEYPOT_FIELD, trap.honeypot);
  return body;
}

/**
 * The values with `_labels` filled when the form has that hidden field (docs/product.md#calls):
 * the labels of what is sent. The CMS computes its own; this one is for clients that read it.
 */
export function withSentLabels(definition: FormDefinition, values: FormValues): FormValues {
  if (!definition.fields.some((field) => field.name === LABELS_FIELD)) return values;
  return { ...values, [LABELS_FIELD]: sentLabels(definition.fields, submittableValues(definition, values)) };
}

export type SubmitAnswer =
  | { kind: 'success'; body: unknown }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'rate-limited' }
  /** 409: the CMS refused a job application over its limit (docs/product.md#applications). */
  | { kind: 'duplicate' }
  | { kind: 'failure' };

/**
 * Reads the CMS's answer (docs/product.md#calls: "read for a success flag"): `{success: true}` is a success,
 * a 422 carries field messages, a 429 asks to wait, a 409 is a duplicate application; anything else, an unreadable body included,
 * is a failure (docs/product.md#error-catalogue: "the form is marked as in error").
 */
export async function readAnswer(
  response: Response,
  isAccepted: (body: unknown) => boolean = isSubmissionAccepted,
): Promise<SubmitAnswer> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isAccepted(body)) return { kind: 'success', body };
  const errors = fieldErrorsOf(body);
  if (response.status === 422 && errors) return { kind: 'invalid', errors };
  if (response.status === 429) return { kind: 'rate-limited' };
  if (response.status === 409) return { kind: 'duplicate' };
  return { kind: 'failure' };
}

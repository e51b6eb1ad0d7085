import { CANDIDATE_TEST_FIELDS, candidateTestValues, type FormDefinition } from '@dav/contract';
import { LABELS_FIELD, sentLabels, textOf, type FormValues } from '@dav/rules';
import type { Payload } from 'payload';
import { skillsProvider } from '../skills/choose-provider';

const TEST_FIELDS: readonly string[] = Object.values(CANDIDATE_TEST_FIELDS);

/**
 * The hidden values the CMS does not take on trust (docs/product.md#calls): `_labels` is computed
 * from its own definition, and the `_email_*` fields from the skills provider for the sent
 * address ('' each when it cannot say). Only fields the definition has are set.
 */
export async function recomputeHiddenValues(
  payload: Payload,
  definition: FormDefinition,
  values: FormValues,
): Promise<FormValues> {
  const names = new Set(definition.fields.map((field) => field.name));
  const result: FormValues = { ...values };
  if (names.has(LABELS_FIELD)) result[LABELS_FIELD] = sentLabels(definition.fields, values);
  if (TEST_FIELDS.some((name) => names.has(name))) {
    const email = textOf(values.email).trim();
    const tests = email ? await skillsProvider().candidate(payload, email) : null;
    for (const [name, value] of Object.entries(candidateTestValues(tests)))
      if (names.has(name)) result[name] = value;
  }
  return result;
}

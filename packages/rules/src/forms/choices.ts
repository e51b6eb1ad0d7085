import type { FormDefinition, FormField, Locale } from '@dav/contract';
import { visibleFields } from './conditions';
import { defaultMessage } from './messages';
import { listOf, type FormValue, type FormValues } from './values';

/**
 * The values a choice field may hold: a select's or a checkbox group's options; null for a field
 * whose values are not choices, a lone box (a consent) included: any value ticks it, as browsers
 * send `on`, the site `yes` and older callers the privacy link. Selects named `subsidiary` or
 * `expertise` carry the collection's options once the CMS has loaded them (intake/load-form.ts),
 * so they are checked too.
 */
export function allowedChoices(field: Pick<FormField, 'type' | 'options'>): string[] | null {
  if (field.type === 'select') return field.options.map((option) => option.value);
  if (field.type !== 'checkbox' || field.options.length === 0) return null;
  return field.options.map((option) => option.value);
}

/** Whether a value holds a choice the field does not offer (an edited request, or a stale page). */
export function hasUnknownChoice(field: Pick<FormField, 'type' | 'options'>, value: FormValue): boolean {
  const allowed = allowedChoices(field);
  return allowed !== null && listOf(value).some((choice) => !allowed.includes(choice));
}

/**
 * The visible fields whose value is not among their options, each with its message: the CMS
 * answers 400 naming them before any other check, since no page of the site can send one.
 */
export function unknownChoices(
  definition: FormDefinition,
  values: FormValues,
  locale: Locale,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of visibleFields(definition, values)) {
    if (hasUnknownChoice(field, values[field.name]))
      errors[field.name] = defaultMessage('unknownChoice', locale);
  }
  return errors;
}

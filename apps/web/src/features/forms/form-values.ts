import type { FormDefinition } from '@dav/contract';
import { calendarDayIn, COMPANY_TIME_ZONE, isFieldVisible, type FormValues } from '@dav/rules';

/** Days count in the company's zone, as the CMS counts them, so both agree on "today". */
export const today = () => calendarDayIn(new Date(), COMPANY_TIME_ZONE);

/**
 * The values a form starts with: each field's own `value` (a hidden field's, a text's default),
 * a select's `selected` option, then the page's `initial` values on top. A checkbox's `value` is
 * the privacy link (docs/product.md#forms-definitions), never a starting value.
 */
export function startValues(definition: FormDefinition, initial: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of definition.fields) {
    if (field.type === 'select') {
      const selected = field.options.find((option) => option.selected);
      if (selected) values[field.name] = selected.value;
    } else if (field.type !== 'checkbox' && field.type !== 'file' && field.value !== null) {
      values[field.name] = field.value;
    }
  }
  return { ...values, ...initial };
}

/** Fields whose value is reset once their condition hides them (docs/product.md#forms-states: "a hidden select is reset"). */
const RESET_WHEN_HIDDEN = new Set(['select', 'time', 'file']);

/**
 * `next` after one change, with the values of the selects (and files) that the change hid dropped,
 * so that showing them again starts from empty, as the SPEC's reset asks.
 */
export function withHiddenReset(definition: FormDefinition, next: FormValues): FormValues {
  let result = next;
  for (const field of definition.fields) {
    if (!RESET_WHEN_HIDDEN.has(field.type) || result[field.name] === undefined) continue;
    if (isFieldVisible(field, result, definition)) continue;
    const { [field.name]: _dropped, ...rest } = result;
    result = rest;
  }
  return result;
}

/**
 * A value preselected from the address (`?youare=candidate`): kept only when `name` is a select of
 * the definition and `raw` one of its options, so an address cannot put anything else in the form.
 */
export function preselected(definition: FormDefinition, name: string, raw: string | null): FormValues {
  const field = definition.fields.find((candidate) => candidate.name === name);
  const known = field?.type === 'select' && field.options.some((option) => option.value === raw);
  return known && raw !== null ? { [name]: raw } : {};
}

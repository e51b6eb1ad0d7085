import type { FormDefinition, FormField } from '@dav/contract';
import { listOf, type FormValues, type FormValue } from './values';

/*
 * Conditional fields (docs/product.md#forms-definitions, #forms-states, #forms-validation). "Visible" here means "not hidden by its condition": a field
 * of type `hidden` has no UI but is still visible in this sense, and is sent (docs/product.md#calls).
 *
 * How a condition reads:
 * - several `inputName`s combine with ANY: the contact form's `who` lists the four subject fields
 *   and shows when any of them is `contact` (docs/product.md#forms-validation: "when any subject is contact");
 * - a controlling field matches when its value (or, for a checkbox group, one of its ticked
 *   values) is in `isEaquelTo`; an empty `isEaquelTo` never matches;
 * - a controlling field that is itself hidden counts as empty, so chains resolve: the contact
 *   form's `cv` needs subjectCandidat = cv, and subjectCandidat needs youare = candidate, so a
 *   stale subjectCandidat left over from a previous choice of youare shows nothing;
 * - a controlling name absent from the definition is read from the values as they are (the page
 *   may hold such a value itself);
 * - a cycle of conditions hides every field on it, rather than looping.
 */

function matches(value: FormValue, accepted: readonly string[]): boolean {
  return listOf(value).some((choice) => accepted.includes(choice));
}

type Condition = FormField['condition'];

/** Visibility of the definition's fields, resolved once through the chains and memoised. */
function resolveVisibility(definition: FormDefinition, values: FormValues) {
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  const memo = new Map<string, boolean>();
  const resolving = new Set<string>();

  const holds = (condition: Condition): boolean =>
    condition === null ||
    condition.inputName.some((name) => {
      const controller = byName.get(name);
      if (controller !== undefined && !visible(controller)) return false;
      return matches(values[name], condition.isEaquelTo);
    });

  const visible = (field: FormField): boolean => {
    const known = memo.get(field.name);
    if (known !== undefined) return known;
    if (resolving.has(field.name)) return false; // on a cycle
    resolving.add(field.name);
    const result = holds(field.condition);
    resolving.delete(field.name);
    memo.set(field.name, result);
    return result;
  };
  return { holds, visible };
}

/**
 * Whether a field shows. Without the definition only its own condition is read against the raw
 * values; with it, hidden controlling fields count as empty (chains), which is what a form wants.
 */
export function isFieldVisible(
  field: Pick<FormField, 'name' | 'condition'>,
  values: FormValues,
  definition?: FormDefinition,
): boolean {
  if (definition === undefined) {
    const condition = field.condition;
    return (
      condition === null || condition.inputName.some((name) => matches(values[name], condition.isEaquelTo))
    );
  }
  const { holds, visible } = resolveVisibility(definition, values);
  const own = definition.fields.find((candidate) => candidate.name === field.name);
  return own !== undefined ? visible(own) : holds(field.condition);
}

/** The fields not hidden by their condition, in definition order (type `hidden` included). */
export function visibleFields(definition: FormDefinition, values: FormValues): FormField[] {
  const { visible } = resolveVisibility(definition, values);
  return definition.fields.filter(visible);
}

/**
 * The values to send or to accept: those of the visible fields only. Fields hidden by their
 * condition are dropped (docs/product.md#forms-states, #forms-validation: "hidden fields are not submitted", "ignored"), fields of type
 * `hidden` are kept (docs/product.md#calls sends _labels, _managers_id…). Keys that no field defines are dropped
 * too, so the server never stores what the CMS did not ask for; undefined values are left out.
 */
export function submittableValues(definition: FormDefinition, values: FormValues): FormValues {
  const kept: FormValues = {};
  for (const field of visibleFields(definition, values)) {
    const value = values[field.name];
    if (value !== undefined) kept[field.name] = value;
  }
  return kept;
}

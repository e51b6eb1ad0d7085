import type { FormField, Locale } from '@dav/contract';
import { MOBILITY_MAX } from '../constants';
import { fieldMessage } from './messages';
import { mobilityProblem } from './mobility';
import { listOf, type FormValue } from './values';

/**
 * Which docs/product.md#forms-validation rule a checkbox field follows, read from its name since the CMS definition has no
 * such key: the job application names them `confidentiality`, `gender` and `mobility` (docs/product.md#forms-definitions).
 * Any name containing "confidential" or "privacy" is a privacy consent, so a CMS editor's
 * `privacy-policy` or `confidentialite` is treated the same way.
 */
export type CheckboxRole = 'privacy' | 'gender' | 'mobility' | 'group';

export function checkboxRole(field: Pick<FormField, 'name'>): CheckboxRole {
  const name = field.name.toLowerCase();
  if (/confidential|privacy/.test(name)) return 'privacy';
  if (name === 'gender') return 'gender';
  if (name === 'mobility') return 'mobility';
  return 'group';
}

/**
 * The message for a checkbox field (a group, or a single box such as the privacy consent), or
 * null. The value is the list of ticked values; a lone string is one ticked box. An empty
 * non-required field passes; ticked choices are checked whether the field is required or not.
 */
export function checkCheckbox(
  field: Pick<FormField, 'name' | 'required' | 'messageIfEmpty' | 'messageIfInvalid'>,
  value: FormValue,
  locale: Locale,
): string | null {
  const role = checkboxRole(field);
  const choices = listOf(value);
  if (choices.length === 0) {
    if (!field.required) return null;
    return fieldMessage(field.messageIfEmpty, role === 'privacy' ? 'privacy' : 'checkboxGroup', locale);
  }
  if (role === 'gender' && new Set(choices).size > 1) {
    return fieldMessage(field.messageIfInvalid, 'singleChoice', locale);
  }
  if (role === 'mobility') {
    const problem = mobilityProblem(choices);
    if (problem === 'exclusive') return fieldMessage(field.messageIfInvalid, 'exclusiveChoice', locale);
    if (problem === 'tooMany') {
      return fieldMessage(field.messageIfInvalid, 'tooManyChoices', locale, { max: MOBILITY_MAX });
    }
  }
  return null;
}

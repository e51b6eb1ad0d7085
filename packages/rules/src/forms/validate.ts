import type { FormDefinition, FormField, Locale } from '@dav/contract';
import { TIME_WINDOW } from '../constants';
import { checkCheckbox } from './checkbox';
import { hasUnknownChoice } from './choices';
import { checkControlCharacters } from './control-characters';
import { isSelectableDate, isValidTime, parseDateValue } from './date-time';
import { isValidEmail } from './email';
import { checkFile } from './file';
import { defaultMessage, fieldMessage, type MessageKind } from './messages';
import { askedFields } from './whistleblowing-report';
import { isFileLike, textOf, type FormValue, type FormValues } from './values';

/*
 * The docs/product.md#forms-validation rules, one implementation for the browser (before sending) and the CMS (on receipt).
 * Interpretations:
 * - docs/product.md#forms-states "invalid only if required": an empty non-required field passes, but a value that is
 *   given is still checked (an optional e-mail must be an e-mail, an optional file a CV), since
 *   the server cannot accept malformed data just because it was optional;
 * - text is trimmed before the checks, so blanks alone are empty and " a@b.fr " is an e-mail;
 * - field messages override the defaults; blank field messages count as unset.
 */

export interface ValidationContext {
  /**
   * The calendar day the date picker counts from (see date-time.ts). With it a date must be a
   * weekday from today to 365 days ahead; without it only its format is checked, so the rules stay
   * pure and a caller that has no clock at hand still gets every other check.
   */
  today?: Date;
}

export interface ValidationResult {
  valid: boolean;
  /** Field name → message, in the requested language; empty when valid. */
  errors: Record<string, string>;
}

/** Decimal notation only: no exponents, hex or blanks, which `Number()` would quietly accept. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * On the field's step counted from its min (or 0), when it has a step: 2.5 is not a number of
 * people. Tolerant of binary fractions (0.1 + 0.2).
 */
function onStep(n: number, { min, step }: FormField): boolean {
  if (step === null || !(step > 0)) return true;
  const steps = (n - (min ?? 0)) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

type Bounds = 'both' | 'min' | 'max' | 'none';

/** The default message of a number field names only the bounds it has. */
const NUMBER_KINDS: Record<Bounds, MessageKind> = {
  both: 'numberRange',
  min: 'numberMin',
  max: 'numberMax',
  none: 'number',
};
/** And says "whole" when the field counts in whole numbers (step 1 from a whole min, or 0). */
const WHOLE_NUMBER_KINDS: Record<Bounds, MessageKind> = {
  both: 'wholeNumberRange',
  min: 'wholeNumberMin',
  max: 'wholeNumberMax',
  none: 'wholeNumber',
};

function checkNumber(field: FormField, text: string, locale: Locale): string | null {
  const { min, max } = field;
  const n = DECIMAL.test(text) ? Number(text) : NaN;
  const inRange = !Number.isNaN(n) && (min === null || n >= min) && (max === null || n <= max);
  if (inRange && onStep(n, field)) return null;
  const bounds: Bounds = min !== null ? (max !== null ? 'both' : 'min') : max !== null ? 'max' : 'none';
  // Another step (0.5 from 0.5) gets the bounds alone: the field's own input steps by it.
  const whole = field.step === 1 && (min === null || Number.isInteger(min));
  const kind = (whole ? WHOLE_NUMBER_KINDS : NUMBER_KINDS)[bounds];
  return fieldMessage(field.messageIfInvalid, kind, locale, { min: min ?? '', max: max ?? '' });
}

function checkDate(field: FormField, text: string, locale: Locale, today: Date | undefined): string | null {
  const date = parseDateValue(text);
  const ok = date !== null && (today === undefined || isSelectableDate(date, today));
  return ok ? null : fieldMessage(field.messageIfInvalid, 'date', locale);
}

/** The message for one field's value, or null when it passes. Visibility is not this function's job. */
export function validateField(
  field: FormField,
  value: FormValue,
  locale: Locale,
  context: ValidationContext = {},
): string | null {
  // Before anything else, whatever the type: a line break in a single-line field forges mail lines.
  const control = checkControlCharacters(field, value, locale);
  if (control !== null) return control;
  switch (field.type) {
    case 'hidden':
      return null; // set by the page, never by the visitor (docs/product.md#calls)
    case 'file':
      return checkFile(isFileLike(value) ? value : null, field, locale);
    case 'checkbox':
      return hasUnknownChoice(field, value)
        ? defaultMessage('unknownChoice', locale)
        : checkCheckbox(field, value, locale);
  }
  const text = textOf(value).trim();
  if (text === '') return field.required ? fieldMessage(field.messageIfEmpty, 'required', locale) : null;
  switch (field.type) {
    case 'email':
      return isValidEmail(text) ? null : fieldMessage(field.messageIfInvalid, 'email', locale);
    case 'number':
      return checkNumber(field, text, locale);
    case 'datepicker':
      return checkDate(field, text, locale, context.today);
    case 'time':
      return isValidTime(text)
        ? null
        : fieldMessage(field.messageIfInvalid, 'time', locale, {
            start: TIME_WINDOW.start,
            end: TIME_WINDOW.end,
          });
    case 'select':
      return hasUnknownChoice(field, value) ? defaultMessage('unknownChoice', locale) : null;
    default:
      return null; // text, textarea: being non-empty is the whole rule (docs/product.md#forms-validation)
  }
}

/**
 * Checks every visible field (docs/product.md#forms-validation: "hidden conditional fields are ignored"), as it is
 * asked (a whistleblowing report's optional fields: whistleblowing-report.ts); fields of type
 * `hidden` are never checked. The form may be sent only when `valid`.
 */
export function validateForm(
  definition: FormDefinition,
  values: FormValues,
  locale: Locale,
  context: ValidationContext = {},
): ValidationResult {
  const errors: Record<string, string> = {};
  for (const field of askedFields(definition, values)) {
    const message = validateField(field, values[field.name], locale, context);
    if (message !== null) errors[field.name] = message;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

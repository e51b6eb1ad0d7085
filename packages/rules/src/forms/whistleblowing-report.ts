import type { FormDefinition, FormField } from '@dav/contract';
import { visibleFields } from './conditions';
import { textOf, type FormValues } from './values';

/*
 * The whistleblowing report of the contact form (docs/product.md#contact-whistleblowing): the choice is a
 * fixed part of the form (its value, its presence and the conditions that name it cannot be edited:
 * apps/cms/src/collections/forms/whistleblowing-lock.ts), and a report may be anonymous (SPEC 5
 * "Anonymous reports are allowed"): only what the report needs stays required.
 */

/** The field that says who the visitor is, and its whistleblowing value (SPEC 3). */
export const YOUARE_FIELD = 'youare';
export const WHISTLEBLOWING_CHOICE = 'snowden';

/** What a report cannot do without: who you are (the report), which subsidiary, what happened. */
export const REPORT_REQUIRED_FIELDS: readonly string[] = [YOUARE_FIELD, 'subsidiary', 'message'];

/**
 * Which fields of the contact form a report shows (SPEC 5, "Contact form conditions"): the
 * conditions that name the whistleblowing choice, fixed. The CMS refuses a definition that
 * shows or hides any of them otherwise for a report (apps/cms whistleblowing-lock.ts).
 */
export const REPORT_VISIBLE_FIELDS: Readonly<Record<string, boolean>> = {
  company: true,
  job: false,
  city: false,
  subject0: false,
  subject1: false,
  subjectCandidat: false,
  subjectJournaliste: false,
  cv: false,
  who: false,
  firstname: true,
  lastname: true,
  email: true,
  phone: true,
  subsidiary: true,
  message: true,
};

/** Fields a reporter may leave empty: company, first name, last name, e-mail, phone… */
export const isAnonymousOptional = (field: Pick<FormField, 'name'>) =>
  !REPORT_REQUIRED_FIELDS.includes(field.name);

/**
 * Whether the values are a whistleblowing report: the form lets the visitor choose who they are
 * (a select offering the choice, as the contact form does) and they chose it. A form where
 * `youare` is a hidden value (the job application's `candidate`) never is one, whatever is posted.
 */
export function isWhistleblowingReport(definition: FormDefinition, values: FormValues): boolean {
  const youare = definition.fields.find((field) => field.name === YOUARE_FIELD);
  return (
    youare?.type === 'select' &&
    youare.options.some((option) => option.value === WHISTLEBLOWING_CHOICE) &&
    textOf(values[YOUARE_FIELD]) === WHISTLEBLOWING_CHOICE
  );
}

/**
 * The fields the visitor is asked, as they are asked: the visible ones, and for a report only
 * those of REPORT_REQUIRED_FIELDS stay required. The browser shows and checks these, the CMS
 * checks the same (validate.ts).
 */
export function askedFields(definition: FormDefinition, values: FormValues): FormField[] {
  const shown = visibleFields(definition, values);
  if (!isWhistleblowingReport(definition, values)) return shown;
  return shown.map((field) =>
    field.required && isAnonymousOptional(field) ? { ...field, required: false } : field,
  );
}

import {
  COWORKING_MODES,
  coworkingCountField,
  countFieldName,
  textOf,
  WHISTLEBLOWING_CHOICE,
  YOUARE_FIELD,
} from '@dav/rules';
import { refineDayBooking, withDayBounds } from './day-booking';
import type { SubmissionKind } from './kind';

/**
 * The contact form: whistleblowing reports go to their own collection, without IP or user agent.
 * The choice's value is fixed (collections/forms/whistleblowing-lock.ts) and checked against the
 * form's options above, so no edit of the form can send a report elsewhere.
 */
export const CONTACT: SubmissionKind = {
  form: 'contact',
  isReport: (form) => form.get(YOUARE_FIELD) === WHISTLEBLOWING_CHOICE,
  destination: (values, { ip, userAgent }) => {
    const youare = textOf(values.youare);
    return youare === WHISTLEBLOWING_CHOICE
      ? { collection: 'whistleblowing-reports', subsidiary: textOf(values.subsidiary) }
      : { collection: 'contact-requests', youare, ip, userAgent };
  },
};

export const COWORKING: SubmissionKind = {
  form: 'coworking',
  extend: (definition, values) => ({
    ...definition,
    fields: [
      ...definition.fields,
      // The count the page adds for the chosen period (docs/product.md#forms-definitions, #forms-validation), as the page defines it.
      ...COWORKING_MODES.map((mode) => coworkingCountField(mode, countFieldName(mode))).filter(
        ({ name }) => values[name] !== undefined && !definition.fields.some((field) => field.name === name),
      ),
    ],
  }),
  destination: (_values, { ip, userAgent }) => ({ collection: 'coworking-requests', ip, userAgent }),
};

/** A day-at-DAV booking (docs/product.md#a-day-at-dav): the form, then its basket re-checked against the CMS's products. */
export const DAY: SubmissionKind = {
  form: 'day',
  extend: withDayBounds,
  refine: refineDayBooking,
  destination: (_values, { ip, userAgent }) => ({ collection: 'day-requests', ip, userAgent }),
};

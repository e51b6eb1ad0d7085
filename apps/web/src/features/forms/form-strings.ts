import type { Translate } from '@/lib/i18n/translator';

/** Every UI string the form engine shows, translated on the server and passed to the client leaf. */
export interface FormStrings {
  submit: string;
  sending: string;
  /** Shown in place when a form has no page to go to after a send. */
  success: string;
  failure: string;
  /** The server refused some fields (422): their messages are on the fields. */
  invalid: string;
  rateLimited: string;
  /** After a post without JavaScript: a chosen file has to be chosen again. */
  fileAgain: string;
  /** A report sent without JavaScript: its receipt code, shown in place (docs/product.md#whistleblowing-follow-up). */
  receipt: { code: string; keep: string };
  /** The 409 modal of a job application: the limit, then that the earlier ones are being read. */
  duplicate: { message: string; patience: string; close: string };
  /** Read after a required field's label. */
  required: string;
  selectPlaceholder: string;
  fileHint: string;
  datepicker: {
    open: string;
    dialog: string;
    previousMonth: string;
    nextMonth: string;
    unavailable: string;
    close: string;
    format: string;
  };
  learnMore: string;
  /** A whistleblowing report: which fields may stay empty, and that the receipt code is how they hear back. */
  anonymous: string;
  /** After a link that opens a new tab (the privacy notice, so the form stays filled in). */
  newTab: string;
  honeypot: string;
}

export function formStrings(t: Translate): FormStrings {
  return {
    submit: t('form.submit'),
    sending: t('form.sending'),
    success: t('form.success'),
    failure: t('form.failure'),
    invalid: t('form.invalid'),
    rateLimited: t('form.rateLimited'),
    fileAgain: t('form.fileAgain'),
    receipt: { code: t('requestSent.report.code'), keep: t('requestSent.report.keep') },
    duplicate: {
      message: t('form.duplicateJobs'),
      patience: t('form.duplicatePatience'),
      close: t('form.duplicateClose'),
    },
    required: t('form.required'),
    selectPlaceholder: t('form.selectPlaceholder'),
    fileHint: t('form.fileHint'),
    datepicker: {
      open: t('form.datepicker.open'),
      dialog: t('form.datepicker.dialog'),
      previousMonth: t('form.datepicker.previousMonth'),
      nextMonth: t('form.datepicker.nextMonth'),
      unavailable: t('form.datepicker.unavailable'),
      close: t('form.datepicker.close'),
      format: t('form.datepicker.format'),
    },
    learnMore: t('form.learnMore'),
    anonymous: t('form.reportAnonymous'),
    newTab: t('link.newTab'),
    honeypot: t('form.honeypot'),
  };
}

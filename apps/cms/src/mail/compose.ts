import type { FormDefinition, FormField, Locale } from '@dav/contract';
import {
  COUNT_FIELD_NAMES,
  fileSizeKb,
  isFileLike,
  isValidEmail,
  listOf,
  type FormValue,
  type FormValues,
} from '@dav/rules';
import { cmsPublicUrl } from '../env';
import { MAIL_TEXTS, type CountField, type MailForm, type MailTexts } from './texts';
import { visitorBlock, type VisitorEntry } from './visitor-block';

/** One e-mail, as the send-mail task takes it: plain text only, one recipient. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Ids of `submission-files` to attach (the CV of an application), read from disk when sent. */
  attachments?: number[];
}

export type SubmissionCollection =
  'contact-requests' | 'whistleblowing-reports' | 'coworking-requests' | 'day-requests' | 'applications';

/** What the mails of one stored submission are made from. */
export interface StoredSubmission {
  form: MailForm;
  collection: SubmissionCollection;
  id: number;
  locale: Locale;
  definition: FormDefinition;
  /** The submittable values, as validated. */
  values: FormValues;
  /** The team's addresses when the submission names its own (an offer's recruiters). */
  notifyTo?: string[];
  /** Files the team's mail carries (an application's CV). */
  attachments?: number[];
  /** The site the visitor sent it from (the request's checked Origin): links back to it. */
  siteOrigin?: string;
}

const adminLink = ({ collection, id }: StoredSubmission) =>
  `${cmsPublicUrl()}/admin/collections/${collection}/${id}`;

const COUNT_FIELDS: readonly string[] = COUNT_FIELD_NAMES satisfies readonly CountField[];

function labelOf(field: FormField, texts: MailTexts): string {
  if (COUNT_FIELDS.includes(field.name)) return texts.counts[field.name as CountField];
  return field.label.trim() || field.name;
}

/** A value as staff read it: option labels rather than codes, a file by name and size. */
function valueText(field: FormField, value: FormValue, texts: MailTexts): string {
  if (isFileLike(value)) return texts.file(value.name, fileSizeKb(value.size));
  const choices = listOf(value);
  return choices
    .map((choice) => field.options.find((option) => option.value === choice)?.label ?? choice)
    .join(', ');
}

/** The values in the definition's order; a long text goes below its label (visitor-block.ts). */
function valueEntries(submission: StoredSubmission, texts: MailTexts): VisitorEntry[] {
  return submission.definition.fields.flatMap((field) => {
    const value = valueText(field, submission.values[field.name], texts);
    if (value.trim() === '') return [];
    return [{ label: labelOf(field, texts), value, long: field.type === 'textarea' }];
  });
}

/** The address the visitor gave (the form's e-mail field), when it is one. */
export function visitorAddress({
  definition,
  values,
}: Pick<StoredSubmission, 'definition' | 'values'>): string | null {
  for (const field of definition.fields) {
    const value = values[field.name];
    if (field.type !== 'email' || typeof value !== 'string') continue;
    const address = value.trim();
    if (isValidEmail(address)) return address;
  }
  return null;
}

/**
 * The team's mail: every value as plain text (nodemailer sends `text` as text/plain, so markup a
 * visitor typed stays literal), fenced and quoted as the visitor's words, never the mail's own
 * (visitor-block.ts), and a Reply-To to the visitor so staff can answer directly.
 */
export function teamMail(submission: StoredSubmission, to: string): OutgoingMail {
  const texts = MAIL_TEXTS[submission.locale];
  const replyTo = visitorAddress(submission);
  return {
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: texts.teamSubject[submission.form],
    ...(submission.attachments?.length ? { attachments: submission.attachments } : {}),
    text: [
      texts.teamIntro[submission.form],
      '',
      ...visitorBlock(valueEntries(submission, texts), texts),
      '',
      texts.openInAdmin,
      adminLink(submission),
    ].join('\n'),
  };
}

/** Whistleblowing: a new report is waiting, and where; nothing of its content, name or address. */
export function reportMail(submission: StoredSubmission, to: string): OutgoingMail {
  const texts = MAIL_TEXTS[submission.locale];
  return { to, subject: texts.reportSubject, text: `${texts.reportBody}\n${adminLink(submission)}` };
}

/** Whistleblowing: the reporter wrote again on their case; nothing of what they wrote. */
export function reportReplyMail(locale: Locale, to: string, report: number): OutgoingMail {
  const texts = MAIL_TEXTS[locale];
  return {
    to,
    subject: texts.reportReplySubject,
    text: `${texts.reportReplyBody}\n${cmsPublicUrl()}/admin/collections/whistleblowing-reports/${report}`,
  };
}

/**
 * The visitor's receipt. It carries nothing the visitor typed, so the form cannot be used to
 * send chosen words to a chosen address, and a report's receipt reads like any other.
 */
export function receiptMail(locale: Locale, to: string): OutgoingMail {
  const texts = MAIL_TEXTS[locale];
  return { to, subject: texts.receiptSubject, text: texts.receiptBody };
}

/** A candidate's receipt: their application arrived, and the link that withdraws it. */
export function applicationReceiptMail(
  locale: Locale,
  to: string,
  withdrawUrl: string,
  months: { inactive: number; rejected: number },
): OutgoingMail {
  const texts = MAIL_TEXTS[locale];
  return {
    to,
    subject: texts.applicationReceiptSubject,
    text: texts.applicationReceipt(withdrawUrl, months),
  };
}

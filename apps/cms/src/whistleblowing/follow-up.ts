import {
  isLocale,
  ReportFollowUpSchema,
  SubmissionAcceptedSchema,
  type Locale,
  type ReportFollowUp,
} from '@dav/contract';
import {
  defaultMessage,
  followUpReplyDefinition,
  normalizeReceiptCode,
  RECEIPT_CODE_FIELD,
} from '@dav/rules';
import type { Payload } from 'payload';
import type { WhistleblowingReport } from '../payload-types';
import { contractJson, errorJson } from '../lib/respond';
import { answerNoSoonerThan } from '../lib/answer-time';
import type { Cms } from '../lib/cms';
import { runMailQueue } from '../mail/runner';
import { botSign } from '../intake/bot-sign';
import { guardedForm, maxBodyBytes } from '../intake/guard';
import { idempotencyKeyOf, type Replay } from '../intake/idempotency';
import { checkedPost, sentPost, storedOnce } from '../intake/steps';
import { receiptHash } from './receipt';
import { storeReporterMessage } from './reporter-message';

/*
 * The reporter's side of a whistleblowing case (docs/product.md#whistleblowing-follow-up): the
 * receipt code alone opens it — no account, no cookie. Every answer about a code comes after the
 * same time (the code is hashed even when it cannot be one), and says nothing of why a code was
 * refused; attempts are rate-limited per address like the forms.
 */

/** No answer about a code comes sooner (scrypt and the lookup take about 0.1 s). */
export const FOLLOW_UP_ANSWER_MS = 600;
const CODE_BODY_BYTES = 16 * 1024;
/** What is hashed when the typed code cannot be one, so a malformed code costs the same time. */
const NOT_A_CODE = '0'.repeat(16);

type Report = Pick<WhistleblowingReport, 'id' | 'status' | 'createdAt' | 'acknowledgedAt' | 'closedAt'>;

async function reportOfCode(payload: Payload, typed: unknown): Promise<Report | null> {
  const code = normalizeReceiptCode(typed);
  const hash = await receiptHash(code ?? NOT_A_CODE);
  if (code === null) return null;
  const { docs } = await payload.find({
    collection: 'whistleblowing-reports',
    where: { receiptHash: { equals: hash } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { status: true, createdAt: true, acknowledgedAt: true, closedAt: true },
  });
  return docs[0] ?? null;
}

/** The case as the reporter sees it: no staff name, no file name, no address. */
async function followUpView(payload: Payload, report: Report): Promise<ReportFollowUp> {
  const { docs } = await payload.find({
    collection: 'report-messages',
    where: { report: { equals: report.id } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    select: { from: true, body: true, files: true, createdAt: true },
  });
  return {
    status: report.status,
    receivedAt: report.createdAt,
    acknowledgedAt: report.acknowledgedAt ?? null,
    closedAt: report.closedAt ?? null,
    messages: docs.map((message) => ({
      from: message.from,
      body: message.body,
      at: message.createdAt,
      files: message.files?.length ?? 0,
    })),
  };
}

const wrongCode = (locale: Locale) =>
  errorJson(422, { [RECEIPT_CODE_FIELD]: defaultMessage('receiptCode', locale) });

/** `POST /wp-json/api/{locale}/whistleblowing-follow-up` (multipart: code). */
export async function handleFollowUp(cms: Cms, request: Request, locale: string): Promise<Response> {
  const started = Date.now();
  if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
  const guarded = await guardedForm(request, 'whistleblowing-follow-up', CODE_BODY_BYTES);
  if (guarded instanceof Response) return guarded;
  const payload = await cms();
  const report = await reportOfCode(payload, guarded.form.get(RECEIPT_CODE_FIELD));
  await answerNoSoonerThan(started, FOLLOW_UP_ANSWER_MS);
  if (!report) return wrongCode(locale);
  return contractJson(ReportFollowUpSchema, await followUpView(payload, report));
}

const answerOfReplay = (replay: Replay | Response): Response =>
  replay instanceof Response ? replay : contractJson(SubmissionAcceptedSchema, { success: true });

/**
 * `POST /wp-json/api/{locale}/whistleblowing-follow-up/reply` (multipart: code, message, file).
 * With an Idempotency-Key, a repeat of a stored reply is answered again, not stored again
 * (intake/idempotency.ts); its fingerprint names the report rather than the code.
 */
export async function handleFollowUpReply(cms: Cms, request: Request, locale: string): Promise<Response> {
  const started = Date.now();
  if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
  const key = idempotencyKeyOf(request);
  if (key instanceof Response) return key;
  const guarded = await guardedForm(request, 'whistleblowing-follow-up-reply', maxBodyBytes());
  if (guarded instanceof Response) return guarded;
  const { form } = guarded;
  const payload = await cms();
  const report = await reportOfCode(payload, form.get(RECEIPT_CODE_FIELD));
  await answerNoSoonerThan(started, FOLLOW_UP_ANSWER_MS);
  if (!report) return wrongCode(locale);
  // A reporter's answer is never dropped on a doubt: too fast (a prepared text pasted at once), it
  // is refused with a message and stays in the form; a filled honeypot (no person reaches it) is not stored.
  const sign = botSign(form);
  if (sign === 'too-fast') return errorJson(422, { message: defaultMessage('tooFast', locale) });
  if (sign) return contractJson(SubmissionAcceptedSchema, { success: true });

  // The fingerprint names the report rather than its code.
  const sent = await sentPost(payload, form, key, locale, {
    scope: 'whistleblowing-follow-up-reply',
    omit: [RECEIPT_CODE_FIELD],
    extra: { report: report.id },
  });
  if (sent.replay) return answerOfReplay(sent.replay);
  const inspected = await checkedPost(followUpReplyDefinition(locale), sent, locale);
  if (Object.keys(inspected.errors).length > 0) return errorJson(422, inspected.errors);

  const outcome = await storedOnce(payload, sent, locale, () =>
    storeReporterMessage(
      payload,
      {
        report: report.id,
        locale,
        body: String(sent.values.message ?? '').trim(),
        file: inspected.files.get('file') ?? null,
      },
      sent.idempotency,
    ),
  );
  if ('replay' in outcome) return answerOfReplay(outcome.replay);
  void runMailQueue(payload);
  return contractJson(SubmissionAcceptedSchema, { success: true });
}

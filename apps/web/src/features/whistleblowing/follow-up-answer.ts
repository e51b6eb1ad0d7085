import { fieldErrorsOf, type ReportFollowUp } from '@dav/contract';

/*
 * The CMS's answers to a receipt code (docs/product.md#whistleblowing-follow-up), read without
 * zod: the browser reads them, and zod would outweigh the page's own code (architecture.md, Wire
 * contract). follow-up-answer.test.ts holds the reading equal to ReportFollowUpSchema.
 */

export type FollowUpAnswer =
  | { kind: 'report'; report: ReportFollowUp }
  /** 422: the code opens nothing (the same message whatever is wrong with it). */
  | { kind: 'refused'; message: string }
  | { kind: 'rate-limited' }
  | { kind: 'failure' };

/** REPORT_FOLLOW_UP_STATUSES, written out: the contract's module holds zod. */
const STATUSES: readonly string[] = ['received', 'acknowledged', 'in-progress', 'closed'];
const FROM: readonly string[] = ['compliance', 'reporter'];
/** ISO 8601 with a time and a zone (`Z` or `+01:00`), as `z.iso.datetime({ offset: true })`. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
const isDateOrNull = (value: unknown) => value === null || isDate(value);

function isMessage(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.from === 'string' &&
    FROM.includes(value.from) &&
    typeof value.body === 'string' &&
    isDate(value.at) &&
    Number.isInteger(value.files) &&
    (value.files as number) >= 0
  );
}

/** True when `body` is a report's follow-up as the contract describes it. */
export function isReportFollowUp(body: unknown): body is ReportFollowUp {
  return (
    isRecord(body) &&
    typeof body.status === 'string' &&
    STATUSES.includes(body.status) &&
    isDate(body.receivedAt) &&
    isDateOrNull(body.acknowledgedAt) &&
    isDateOrNull(body.closedAt) &&
    Array.isArray(body.messages) &&
    body.messages.every(isMessage)
  );
}

/** What an answer of the follow-up route means; an unreadable one is a failure. */
export async function readFollowUpAnswer(response: Response): Promise<FollowUpAnswer> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isReportFollowUp(body)) return { kind: 'report', report: body };
  if (response.status === 429) return { kind: 'rate-limited' };
  const message = response.status === 422 ? fieldErrorsOf(body)?.code : undefined;
  if (message) return { kind: 'refused', message };
  return { kind: 'failure' };
}

import type { Locale, ReportFollowUp, ReportMessage } from '@dav/contract';
import { nextReportDeadline } from '@dav/rules';

/*
 * What the follow-up page says about a report (docs/product.md#whistleblowing-follow-up): its
 * status in words, its dates in the visitor's language, who wrote each message, the files as a
 * count. Pure, so it is tested; the strings are translated on the server.
 */

export type ReportStatus = ReportFollowUp['status'];

export interface ReportStrings {
  statusLabel: string;
  status: Record<ReportStatus, string>;
  receivedAt: string;
  acknowledgedAt: string;
  closedAt: string;
  /** `{date}`: when the acknowledgement is due. */
  acknowledgeBy: string;
  /** `{date}`: when the feedback is due. */
  feedbackBy: string;
  fromCompliance: string;
  fromReporter: string;
  fileOne: string;
  /** `{count}` files. */
  fileMany: string;
}

/** Dates as the site writes them ("12 novembre 2026"), in the group's time zone. */
export function formatDay(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(iso),
  );
}

/** A message's date and time ("12 novembre 2026 à 14:05"). */
export function formatMoment(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}

export const statusLabel = (status: ReportStatus, strings: ReportStrings): string => strings.status[status];

/** Who wrote a message: the team, never a staff member's name, or the reporter. */
export const authorLabel = (from: ReportMessage['from'], strings: ReportStrings): string =>
  from === 'compliance' ? strings.fromCompliance : strings.fromReporter;

/** "1 file attached", "3 files attached"; nothing for none. */
export function filesLabel(count: number, strings: ReportStrings): string | null {
  if (count <= 0) return null;
  return count === 1 ? strings.fileOne : strings.fileMany.replace('{count}', String(count));
}

/** The report's dates that are known, labelled, in order. */
export function reportDates(
  report: ReportFollowUp,
  strings: ReportStrings,
  locale: Locale,
): { label: string; iso: string; text: string }[] {
  const dates: [string, string | null][] = [
    [strings.receivedAt, report.receivedAt],
    [strings.acknowledgedAt, report.acknowledgedAt],
    [strings.closedAt, report.closedAt],
  ];
  return dates.flatMap(([label, iso]) => (iso ? [{ label, iso, text: formatDay(locale, iso) }] : []));
}

/** What the compliance team owes next and by when (Directive 2019/1937 art. 9); null once closed. */
export function deadlineLine(report: ReportFollowUp, strings: ReportStrings, locale: Locale): string | null {
  const deadline = nextReportDeadline({
    status: report.status,
    receivedAt: new Date(report.receivedAt),
    acknowledgedAt: report.acknowledgedAt ? new Date(report.acknowledgedAt) : null,
  });
  if (!deadline) return null;
  const text = deadline.kind === 'acknowledge' ? strings.acknowledgeBy : strings.feedbackBy;
  return text.replace('{date}', formatDay(locale, deadline.due.toISOString()));
}

import type { REPORT_FOLLOW_UP_STATUSES } from '@dav/contract';
import { monthsBefore } from '../applications';

/*
 * A report's deadlines (EU Directive 2019/1937 art. 9(1)(b) and (f); French decree 2022-1284):
 * acknowledge receipt within 7 days; give feedback within 3 months of the acknowledgement or, when
 * none was sent, of the end of those 7 days. A closed case has none left.
 */

export const REPORT_ACKNOWLEDGE_DAYS = 7;
export const REPORT_FEEDBACK_MONTHS = 3;

export { REPORT_FOLLOW_UP_STATUSES as REPORT_STATUSES } from '@dav/contract';
export type ReportStatus = (typeof REPORT_FOLLOW_UP_STATUSES)[number];

const DAY_MS = 86_400_000;

export interface ReportDates {
  status: ReportStatus;
  receivedAt: Date;
  acknowledgedAt?: Date | null;
}

export interface ReportDeadline {
  kind: 'acknowledge' | 'feedback';
  due: Date;
}

/** The acknowledgement's deadline. */
export const acknowledgeBy = (receivedAt: Date): Date =>
  new Date(receivedAt.getTime() + REPORT_ACKNOWLEDGE_DAYS * DAY_MS);

/** The feedback's deadline: 3 months from the acknowledgement, or from the end of the 7 days. */
export const feedbackBy = (report: Omit<ReportDates, 'status'>): Date =>
  monthsBefore(report.acknowledgedAt ?? acknowledgeBy(report.receivedAt), -REPORT_FEEDBACK_MONTHS);

/** What the compliance team owes next, and by when; null once the case is closed. */
export function nextReportDeadline(report: ReportDates): ReportDeadline | null {
  if (report.status === 'closed') return null;
  if (report.status === 'received' && !report.acknowledgedAt)
    return { kind: 'acknowledge', due: acknowledgeBy(report.receivedAt) };
  return { kind: 'feedback', due: feedbackBy(report) };
}

/** Whole days late (positive) or left (negative or zero) at `now`. */
export const daysLate = (deadline: ReportDeadline, now: Date): number =>
  Math.floor((now.getTime() - deadline.due.getTime()) / DAY_MS);

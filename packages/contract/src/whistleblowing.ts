import { z } from 'zod';

/*
 * The follow-up of a whistleblowing report (docs/product.md#whistleblowing-follow-up): the
 * reporter's receipt code alone opens it, on multipart posts (the code never travels in a URL).
 * What it shows never names a staff member, an address or a browser.
 */

export const whistleblowingFollowUpPath = (locale: string) =>
  `/wp-json/api/${locale}/whistleblowing-follow-up`;
export const whistleblowingReplyPath = (locale: string) =>
  `/wp-json/api/${locale}/whistleblowing-follow-up/reply`;

/** The site's page, the same path in every language. */
export const WHISTLEBLOWING_FOLLOW_UP_PAGE = '/suivi-signalement';

export const REPORT_FOLLOW_UP_STATUSES = ['received', 'acknowledged', 'in-progress', 'closed'] as const;

const isoDate = z.iso.datetime({ offset: true });

export const ReportMessageSchema = z.object({
  /** Who wrote it: the compliance team (never a name) or the reporter. */
  from: z.enum(['compliance', 'reporter']),
  body: z.string(),
  at: isoDate,
  /** How many files came with it (their names and contents are for the compliance team). */
  files: z.number().int().min(0),
});
export type ReportMessage = z.infer<typeof ReportMessageSchema>;

export const ReportFollowUpSchema = z.object({
  status: z.enum(REPORT_FOLLOW_UP_STATUSES),
  receivedAt: isoDate,
  acknowledgedAt: isoDate.nullable(),
  closedAt: isoDate.nullable(),
  messages: z.array(ReportMessageSchema),
});
export type ReportFollowUp = z.infer<typeof ReportFollowUpSchema>;

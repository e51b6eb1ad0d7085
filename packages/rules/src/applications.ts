import { JOB_APPLICATIONS } from './constants';

const DAY_MS = 86_400_000;

/**
 * The key a candidate is known by (docs/product.md#applications): the e-mail address,
 * trimmed and lower-cased. Two applications from `Jane@Example.com ` and `jane@example.com` are
 * the same person's.
 */
export function candidateKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Whether one more job application at `now` would be one too many: `JOB_APPLICATIONS.max` (2)
 * already sent within the last `JOB_APPLICATIONS.days` (30) days (docs/product.md#applications).
 * An application exactly 30 days old still counts; a day later it no longer does.
 */
export function isApplicationLimitReached(
  previous: readonly (Date | string | number)[],
  now: Date,
  limit: { max: number; days: number } = JOB_APPLICATIONS,
): boolean {
  const since = now.getTime() - limit.days * DAY_MS;
  const recent = previous.filter((at) => {
    const time = new Date(at).getTime();
    return Number.isFinite(time) && time >= since && time <= now.getTime();
  });
  return recent.length >= limit.max;
}

/** The hidden field that carries the labels of what was sent (docs/product.md#calls). */
export const LABELS_FIELD = '_labels';

/**
 * `_labels`: the label of each sent field that has one, as JSON `{name: label}` in the form's
 * order, so a reader of the raw values knows what each answered. The page fills it; the CMS
 * computes it again from its own definition and keeps that.
 */
export function sentLabels(
  fields: readonly { name: string; type: string; label: string }[],
  sent: Readonly<Record<string, unknown>>,
): string {
  const labels: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === 'hidden' || sent[field.name] === undefined) continue;
    const label = field.label.trim();
    if (label) labels[field.name] = label;
  }
  return JSON.stringify(labels);
}

/** Retention of candidates' data (docs/product.md#candidates-data): the defaults, in months. */
export const RETENTION_MONTHS = { rejected: 3, inactive: 24 } as const;
/**
 * Retention of the other submissions (docs/product.md#submissions-storage): the defaults, in
 * months, set by admins in the CMS's Retention settings. Requests count from the day they were
 * sent; a whistleblowing report from the day its case was closed (CNIL framework: the data of a
 * report with no further action are destroyed within two months of the end of the checks), and an
 * open one is kept.
 */
export const SUBMISSION_RETENTION_MONTHS = { contact: 12, coworking: 12, day: 12, closedReport: 2 } as const;
/** Completed mail jobs (they copy what was sent) are purged after this many days. */
export const MAIL_JOB_RETENTION_DAYS = 30;

/** `date` minus whole calendar months (UTC), the day clamped to the month's last. */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

import { JOB_APPLICATIONS } from './constants';

const DAY_MS = 86_400_000;

/**
 * The key a candidate is known by (docs/product.md#coming-applications): the e-mail address,
 * trimmed and lower-cased. Two applications from `Jane@Example.com ` and `jane@example.com` are
 * the same person's.
 */
export function candidateKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Whether one more job application at `now` would be one too many: `JOB_APPLICATIONS.max` (2)
 * already sent within the last `JOB_APPLICATIONS.days` (30) days (docs/product.md#coming-applications).
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

import { FOOTER_BACKGROUND_COUNT } from './constants';

const DAY_MS = 86_400_000;

/**
 * The ISO 8601 week number (1–53) of the date's UTC day. UTC, so that the server and every
 * visitor's browser pick the same footer image whatever their time zone.
 */
export function isoWeekNumber(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('isoWeekNumber: invalid date');
  const day = new Date(time);
  const weekday = day.getUTCDay() || 7; // Monday 1 … Sunday 7
  // The Thursday of this ISO week lies in the week's ISO year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const thursday = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return Math.floor((thursday - yearStart) / DAY_MS / 7) + 1;
}

/**
 * Which of the footer background images to show this week (docs/product.md#shell-footer: 6 images, rotating by week
 * number): a 0-based index, the same for the whole ISO week.
 */
export function footerBackgroundIndex(date: Date, count: number = FOOTER_BACKGROUND_COUNT): number {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError('footerBackgroundIndex: count must be a positive integer');
  return isoWeekNumber(date) % count;
}

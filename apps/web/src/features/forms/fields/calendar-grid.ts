import type { Locale } from '@dav/contract';

/*
 * The date picker's month grid. Days are calendar days at 00:00 UTC (as @dav/rules reads them),
 * so every computation and every Intl format here uses UTC.
 */

const DAY_MS = 86_400_000;

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/** The same day `months` later, kept inside the target month (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(day: Date, months: number): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), last)));
}

/** Monday 0 … Sunday 6: the week starts on Monday (docs/product.md#forms-validation). */
export function mondayIndex(day: Date): number {
  return (day.getUTCDay() + 6) % 7;
}

export function sameDay(a: Date, b: Date): boolean {
  return a.getTime() === b.getTime();
}

/** `later` is in a later month than `earlier`. */
export function isLaterMonth(later: Date, earlier: Date): boolean {
  return (
    later.getUTCFullYear() * 12 + later.getUTCMonth() > earlier.getUTCFullYear() * 12 + earlier.getUTCMonth()
  );
}

/** The weeks of the month holding `day`, Monday first; null pads the days of other months. */
export function monthWeeks(day: Date): (Date | null)[][] {
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const count = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (Date | null)[] = Array.from({ length: mondayIndex(first) }, () => null);
  for (let date = 0; date < count; date += 1) cells.push(addDays(first, date));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Weekday names from Monday, short for the column heads and long for their `abbr`. */
export function weekdayNames(locale: Locale): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const monday = Date.UTC(2024, 0, 1); // a Monday
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(monday + index * DAY_MS);
    return { short: short.format(date), long: long.format(date) };
  });
}

export function monthTitle(day: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

export function dayLabel(day: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** The day a calendar key moves the focus to (APG date picker dialog), or null for other keys. */
export function keyTarget(key: string, shift: boolean, day: Date): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -mondayIndex(day));
    case 'End':
      return addDays(day, 6 - mondayIndex(day));
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** `day` kept within the picker's bounds. */
export function clampDay(day: Date, min: Date, max: Date): Date {
  return day < min ? min : day > max ? max : day;
}

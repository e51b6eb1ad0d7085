import { DATEPICKER_RANGE_DAYS, TIME_WINDOW } from '../constants';

/*
 * Date and time pickers (docs/product.md#forms-validation, #constants). A "day" is a calendar day held as a Date at 00:00 UTC and
 * read with the UTC getters, so the browser and the server agree on it whatever their time zone.
 * The caller says which calendar "today" is: `calendarDayIn(now, zone)` gives it for a zone.
 */

const DAY_MS = 86_400_000;

/** The calendar day of `date` in UTC, at 00:00 UTC. */
export function calendarDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The calendar day that `now` falls on in a time zone, e.g. the visitor's or Europe/Paris. */
export function calendarDayIn(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  })
    .formatToParts(now)
    .reduce<Record<string, number>>((acc, part) => ({ ...acc, [part.type]: Number(part.value) }), {});
  return new Date(Date.UTC(parts.year ?? NaN, (parts.month ?? NaN) - 1, parts.day ?? NaN));
}

/** Today to today + 365 days, both selectable (docs/product.md#constants: "today to 365 days ahead"). */
export function datepickerBounds(today: Date): { min: Date; max: Date } {
  const min = calendarDay(today);
  return { min, max: new Date(min.getTime() + DATEPICKER_RANGE_DAYS * DAY_MS) };
}

/** Saturday or Sunday: disabled in the picker (docs/product.md#forms-validation). */
export function isWeekend(date: Date): boolean {
  const weekday = date.getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isSelectableDate(date: Date, today: Date): boolean {
  if (Number.isNaN(date.getTime())) return false;
  const day = calendarDay(date).getTime();
  const { min, max } = datepickerBounds(today);
  return day >= min.getTime() && day <= max.getTime() && !isWeekend(date);
}

/**
 * A submitted date: the picker's day/month/year (`31/12/2026`, docs/product.md#forms-validation) or ISO `2026-12-31`.
 * Null for anything else, impossible days (31/02) included.
 */
export function parseDateValue(value: string): Date | null {
  const trimmed = value.trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = dmy
    ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (Number.isNaN(year)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over to March: a round trip tells a real day from a rolled one.
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/** The picker's display format, day/month/year. */
export function formatDateValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The time picker's choices: 09:00, 09:30 … 19:00, both ends included (docs/product.md#forms-validation). */
export function timeSlots(): string[] {
  const slots: string[] = [];
  for (let m = toMinutes(TIME_WINDOW.start); m <= toMinutes(TIME_WINDOW.end); m += TIME_WINDOW.stepMinutes) {
    slots.push(toHhmm(m));
  }
  return slots;
}

/** One of the picker's slots, written as the picker writes it (24 h, `HH:MM`). */
export function isValidTime(value: string): boolean {
  return timeSlots().includes(value);
}

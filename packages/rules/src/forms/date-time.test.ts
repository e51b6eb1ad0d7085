import { describe, expect, it } from 'vitest';
import { DATEPICKER_RANGE_DAYS } from '../constants';
import {
  calendarDay,
  calendarDayIn,
  datepickerBounds,
  formatDateValue,
  isSelectableDate,
  isValidTime,
  isWeekend,
  parseDateValue,
  timeSlots,
} from './date-time';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const today = new Date('2026-06-15T15:42:00Z'); // a Monday afternoon

describe('datepickerBounds', () => {
  it('runs from today to 365 days ahead, as calendar days', () => {
    expect(DATEPICKER_RANGE_DAYS).toBe(365);
    expect(datepickerBounds(today)).toEqual({ min: day('2026-06-15'), max: day('2027-06-15') });
  });

  it('counts 365 days, not one year, across a 29 February', () => {
    expect(datepickerBounds(day('2027-06-15')).max).toEqual(day('2028-06-14'));
  });
});

describe('isWeekend', () => {
  it.each([
    ['2026-06-13', true], // Saturday
    ['2026-06-14', true], // Sunday
    ['2026-06-15', false], // Monday
    ['2026-06-19', false], // Friday
  ])('%s → %s', (iso, weekend) => {
    expect(isWeekend(day(iso))).toBe(weekend);
  });
});

describe('isSelectableDate', () => {
  it.each([
    ['2026-06-15', true], // today, whatever the hour
    ['2026-06-12', false], // yesterday's week: before today
    ['2026-06-19', true],
    ['2026-06-20', false], // Saturday
    ['2027-06-15', true], // the last day, a Tuesday
    ['2027-06-16', false], // one day past the window
  ])('%s → %s', (iso, selectable) => {
    expect(isSelectableDate(day(iso), today)).toBe(selectable);
  });

  it('refuses an invalid date', () => {
    expect(isSelectableDate(new Date(NaN), today)).toBe(false);
  });
});

describe('calendar days', () => {
  it('drops the time of day', () => {
    expect(calendarDay(new Date('2026-06-15T23:59:59Z'))).toEqual(day('2026-06-15'));
  });

  it('reads the day in a time zone: 22:30 UTC is already tomorrow in Paris in summer', () => {
    const now = new Date('2026-06-14T22:30:00Z');
    expect(calendarDayIn(now, 'Europe/Paris')).toEqual(day('2026-06-15'));
    expect(calendarDayIn(now, 'UTC')).toEqual(day('2026-06-14'));
  });
});

describe('parseDateValue and formatDateValue', () => {
  it.each([
    ['15/06/2026', '2026-06-15'],
    ['5/6/2026', '2026-06-05'],
    ['2026-06-15', '2026-06-15'],
    [' 29/02/2028 ', '2028-02-29'],
  ])('reads %j', (text, iso) => {
    expect(parseDateValue(text)).toEqual(day(iso));
  });

  it.each([
    '',
    '31/02/2026',
    '29/02/2027',
    '15/13/2026',
    '2026-6-15',
    '06/15/2026',
    'tomorrow',
    '15-06-2026',
  ])('refuses %j', (text) => {
    expect(parseDateValue(text)).toBeNull();
  });

  it('writes day/month/year', () => {
    expect(formatDateValue(day('2026-06-05'))).toBe('05/06/2026');
    expect(parseDateValue(formatDateValue(day('2027-01-31')))).toEqual(day('2027-01-31'));
  });
});

describe('time picker', () => {
  it('offers 09:00 to 19:00 every 30 minutes, both ends included', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(21);
    expect(slots.slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(slots.at(-1)).toBe('19:00');
  });

  it.each([
    ['09:00', true],
    ['12:30', true],
    ['19:00', true],
    ['08:30', false],
    ['19:30', false],
    ['12:15', false],
    ['9:00', false],
    ['09:00:00', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidTime(value)).toBe(valid);
  });
});

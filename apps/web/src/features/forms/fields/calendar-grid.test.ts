import { describe, expect, it } from 'vitest';
import { addMonths, clampDay, keyTarget, monthWeeks, weekdayNames } from './calendar-grid';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('monthWeeks', () => {
  it('starts each week on Monday and pads with the other months as blanks', () => {
    // 1 March 2026 is a Sunday: six blanks, then the 1st in the Sunday column.
    const weeks = monthWeeks(day('2026-03-15'));
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual(day('2026-03-01'));
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });
});

describe('addMonths', () => {
  it('keeps the day inside the target month', () => {
    expect(addMonths(day('2026-01-31'), 1)).toEqual(day('2026-02-28'));
    expect(addMonths(day('2026-03-15'), -12)).toEqual(day('2025-03-15'));
  });
});

describe('keyTarget', () => {
  it('moves by day, week, to the week ends and by month or year', () => {
    const wednesday = day('2026-03-18');
    expect(keyTarget('ArrowRight', false, wednesday)).toEqual(day('2026-03-19'));
    expect(keyTarget('ArrowUp', false, wednesday)).toEqual(day('2026-03-11'));
    expect(keyTarget('Home', false, wednesday)).toEqual(day('2026-03-16'));
    expect(keyTarget('End', false, wednesday)).toEqual(day('2026-03-22'));
    expect(keyTarget('PageDown', false, wednesday)).toEqual(day('2026-04-18'));
    expect(keyTarget('PageUp', true, wednesday)).toEqual(day('2025-03-18'));
    expect(keyTarget('a', false, wednesday)).toBeNull();
  });
});

describe('clampDay', () => {
  it('keeps the focus between the bounds', () => {
    expect(clampDay(day('2026-01-01'), day('2026-02-01'), day('2027-02-01'))).toEqual(day('2026-02-01'));
    expect(clampDay(day('2028-01-01'), day('2026-02-01'), day('2027-02-01'))).toEqual(day('2027-02-01'));
  });
});

describe('weekdayNames', () => {
  it('lists the days from Monday in the page language', () => {
    expect(weekdayNames('fr')[0]!.long).toBe('lundi');
    expect(weekdayNames('en')[6]!.long).toBe('Sunday');
  });
});

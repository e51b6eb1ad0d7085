import { describe, expect, it } from 'vitest';
import { footerBackgroundIndex, isoWeekNumber } from './footer';

const DAY_MS = 86_400_000;
const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** An independent reading of ISO 8601: week 1 is the Monday-based week holding 4 January. */
function referenceWeek(date: Date): number {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const mondayOfWeek1 = (year: number) => {
    const jan4 = Date.UTC(year, 0, 4);
    return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  };
  const year = date.getUTCFullYear();
  const isoYear = [year + 1, year, year - 1].find((y) => day >= mondayOfWeek1(y))!;
  return Math.floor((day - mondayOfWeek1(isoYear)) / (7 * DAY_MS)) + 1;
}

describe('isoWeekNumber', () => {
  it.each([
    ['2021-01-03', 53], // Sunday: still in 2020's last week
    ['2021-01-04', 1], // Monday: week 1
    ['2024-12-29', 52],
    ['2024-12-30', 1], // Monday: week 1 of 2025
    ['2025-01-01', 1],
    ['2026-12-31', 53], // 2026 starts on a Thursday, so it has 53 weeks
    ['2027-01-03', 53],
    ['2027-01-04', 1],
    ['2026-06-15', 25],
  ])('%s is week %i', (iso, week) => {
    expect(isoWeekNumber(utc(iso))).toBe(week);
  });

  it('uses the UTC day, not the local one', () => {
    // Sunday 23:30 UTC is already Monday in Paris, but the week is the UTC one.
    expect(isoWeekNumber(new Date('2021-01-03T23:30:00Z'))).toBe(53);
    expect(isoWeekNumber(new Date('2021-01-04T00:00:00Z'))).toBe(1);
    expect(isoWeekNumber(new Date('2021-01-03T23:30:00-05:00'))).toBe(1); // 04:30 UTC on Monday
  });

  it('agrees with the reference for every day of 2000 to 2040', () => {
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2041, 0, 1); t += DAY_MS) {
      const date = new Date(t);
      if (isoWeekNumber(date) !== referenceWeek(date)) expect.fail(`mismatch on ${date.toISOString()}`);
    }
  });

  it('does not change the date it is given', () => {
    const date = utc('2021-01-03');
    isoWeekNumber(date);
    expect(date.toISOString()).toBe('2021-01-03T12:00:00.000Z');
  });

  it('rejects an invalid date rather than returning NaN', () => {
    expect(() => isoWeekNumber(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('footerBackgroundIndex', () => {
  it('is the week number modulo the image count', () => {
    expect(footerBackgroundIndex(utc('2021-01-04'))).toBe(1); // week 1
    expect(footerBackgroundIndex(utc('2021-01-03'))).toBe(5); // week 53
    expect(footerBackgroundIndex(utc('2026-06-15'))).toBe(1); // week 25
    expect(footerBackgroundIndex(utc('2026-06-15'), 4)).toBe(1);
    expect(footerBackgroundIndex(utc('2026-06-22'), 4)).toBe(2);
  });

  it('stays the same for the whole week, Monday to Sunday', () => {
    const monday = utc('2026-03-02');
    const indices = Array.from({ length: 7 }, (_, i) =>
      footerBackgroundIndex(new Date(monday.getTime() + i * DAY_MS)),
    );
    expect(new Set(indices).size).toBe(1);
  });

  it('shows each of the six images once over six consecutive weeks', () => {
    const start = utc('2026-03-02');
    const indices = Array.from({ length: 6 }, (_, i) =>
      footerBackgroundIndex(new Date(start.getTime() + i * 7 * DAY_MS)),
    );
    expect([...indices].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('rejects a count that cannot index a list', () => {
    expect(() => footerBackgroundIndex(utc('2026-03-02'), 0)).toThrow(RangeError);
    expect(() => footerBackgroundIndex(utc('2026-03-02'), 2.5)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { candidateKey, isApplicationLimitReached } from './applications';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-23T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe('isApplicationLimitReached (2 job applications per 30 days)', () => {
  it('lets a first and a second application through', () => {
    expect(isApplicationLimitReached([], now)).toBe(false);
    expect(isApplicationLimitReached([daysAgo(1)], now)).toBe(false);
  });

  it('stops a third within 30 days, the 30th day included', () => {
    expect(isApplicationLimitReached([daysAgo(0), daysAgo(0)], now)).toBe(true);
    expect(isApplicationLimitReached([daysAgo(30), daysAgo(2)], now)).toBe(true);
  });

  it('lets it through once the older one is more than 30 days old', () => {
    expect(isApplicationLimitReached([new Date(daysAgo(30).getTime() - 60_000), daysAgo(2)], now)).toBe(
      false,
    );
    expect(isApplicationLimitReached([daysAgo(31), daysAgo(45), daysAgo(2)], now)).toBe(false);
  });

  it('reads ISO strings and ignores what is not a date or lies in the future', () => {
    expect(isApplicationLimitReached([daysAgo(3).toISOString(), daysAgo(4).toISOString()], now)).toBe(true);
    expect(isApplicationLimitReached(['not a date', daysAgo(4)], now)).toBe(false);
    expect(isApplicationLimitReached([new Date(now.getTime() + DAY_MS), daysAgo(4)], now)).toBe(false);
  });
});

describe('candidateKey', () => {
  it('is the address trimmed and lower-cased', () => {
    expect(candidateKey('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});

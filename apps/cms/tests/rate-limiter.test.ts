import { describe, expect, it } from 'vitest';
import { RateLimiter } from '@/lib/rate-limiter';

describe('RateLimiter', () => {
  const limiter = () => new RateLimiter({ limit: () => 3, windowMs: () => 60_000, maxKeys: 100 });

  it('allows `limit` hits a window per key, then says how long to wait', () => {
    const rate = limiter();
    expect([0, 1, 2].map((i) => rate.take('a', 1_000 + i))).toEqual([null, null, null]);
    expect(rate.take('a', 2_000)).toBe(59);
    expect(rate.take('b', 2_000)).toBeNull();
    // The oldest hit leaves the window: one more is allowed.
    expect(rate.take('a', 61_000)).toBeNull();
    expect(rate.take('a', 61_000)).not.toBeNull();
  });

  it('keeps at most maxKeys keys, forgetting the least recently hit', () => {
    const rate = limiter();
    for (let i = 0; i < 10_000; i++) rate.take(`visitor-${i}`, 1_000);
    expect(rate.size).toBe(100);
    rate.take('visitor-9950', 1_001);
    for (let i = 0; i < 99; i++) rate.take(`late-${i}`, 1_002);
    expect(rate.count('visitor-9950', 1_003)).toBe(2);
    expect(rate.count('visitor-9951', 1_003)).toBe(0);
  });

  it('counts and forgets on request (failed logins, a successful one)', () => {
    const rate = limiter();
    rate.add('x', 0);
    rate.add('x', 1);
    expect(rate.count('x', 2)).toBe(2);
    rate.reset('x');
    expect(rate.count('x', 3)).toBe(0);
  });

  it('takes back one hit by its time, leaving the others', () => {
    const rate = limiter();
    rate.add('x', 10);
    rate.add('x', 20);
    rate.remove('x', 10);
    expect(rate.count('x', 30)).toBe(1);
    rate.remove('x', 99); // not there: nothing changes
    expect(rate.count('x', 30)).toBe(1);
    rate.remove('x', 20);
    expect(rate.size).toBe(0);
  });
});

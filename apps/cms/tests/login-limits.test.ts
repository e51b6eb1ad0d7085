import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressKey,
  ADDRESS_FAILURES,
  LOGIN_WINDOW_MS,
  loginDelayMs,
  loginSucceeded,
  PAIR_FAILURES,
  startLogin,
  type LoginAttempt,
} from '@/collections/users/login-limits';
import { closeSharedRedis } from '@/lib/redis';
import { redisSuitesCanRun, startRedisServer } from '../../../scripts/lib/redis-server.mjs';

const attempt = async (account: string, address: string, now: number): Promise<LoginAttempt> => {
  const result = await startLogin(account, address, now);
  if (typeof result === 'number') throw new Error(`refused for ${result} s`);
  return result;
};

// In one process's memory, and on Redis as several instances share them (lib/rate-window.ts).
const stores = redisSuitesCanRun() ? ['memory', 'redis'] : ['memory'];

describe.each(stores)('login limits (%s)', (store) => {
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  beforeAll(async () => {
    if (store !== 'redis') return;
    redis = await startRedisServer();
    process.env.REDIS_URL = redis.url;
  });
  afterAll(async () => {
    if (!redis) return;
    await closeSharedRedis();
    await redis.stop();
    delete process.env.REDIS_URL;
  });

  it('slows a pair from its 5th failure, doubling up to 16 steps, and an account from its 10th', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 30].map((n) => loginDelayMs(n, 0, 250))).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000, 4000,
    ]);
    expect([9, 10, 19, 20, 30, 100].map((n) => loginDelayMs(0, n, 250))).toEqual([
      0, 250, 250, 500, 1000, 4000,
    ]);
    expect(loginDelayMs(6, 20, 250)).toBe(500);
  });

  it('never refuses an account tried from many addresses, only slows it; its owner still signs in', async () => {
    const now = 1_000_000;
    for (let i = 0; i < 500; i++) await attempt('owner@dav', `10.9.${Math.floor(i / 10)}.${i % 10}`, now + i);
    const own = await attempt('owner@dav', '192.0.2.1', now + 600);
    expect(own.delayMs).toBeGreaterThan(0);
    await loginSucceeded(own);
  });

  it('refuses a pair after its failures, and an address after its own, until the window has passed', async () => {
    const now = 5_000_000;
    for (let i = 0; i < PAIR_FAILURES; i++) await attempt('pair@dav', '192.0.2.2', now + i);
    expect(await startLogin('pair@dav', '192.0.2.2', now + 20)).toBe(LOGIN_WINDOW_MS / 1000);
    expect(typeof (await startLogin('pair@dav', '192.0.2.3', now + 20))).toBe('object');
    expect(typeof (await startLogin('pair@dav', '192.0.2.2', now + LOGIN_WINDOW_MS))).toBe('object');
    for (let i = 0; i < ADDRESS_FAILURES; i++) await attempt(`user-${i}@dav`, '192.0.2.4', now + i);
    expect(await startLogin('another@dav', '192.0.2.4', now + 30)).toBeGreaterThan(0);
  });

  it('hands a successful attempt back: it counts as no failure, and its pair starts afresh', async () => {
    const now = 9_000_000;
    for (let i = 0; i < ADDRESS_FAILURES - 1; i++) await attempt(`u${i}@dav`, '192.0.2.5', now);
    await loginSucceeded(await attempt('me@dav', '192.0.2.5', now + 1));
    expect(typeof (await startLogin('u0@dav', '192.0.2.5', now + 2))).toBe('object');
    expect(await startLogin('u1@dav', '192.0.2.5', now + 3)).toBeGreaterThan(0);
  });

  it('counts an IPv6 address by its /64 network, IPv4 as it is', async () => {
    expect(addressKey('192.0.2.9')).toBe('192.0.2.9');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('1::2::3')).toBe('1::2::3');
    // Many addresses of one network are one address to the limits.
    for (let i = 0; i < ADDRESS_FAILURES; i++)
      await attempt(`v6-${i}@dav`, `2001:db8:9:9::${i.toString(16)}`, 1);
    expect(await startLogin('v6-x@dav', '2001:db8:9:9:ffff::1', 2)).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateWindow } from '@/lib/rate-window';
import { closeSharedRedis, sharedRedis } from '@/lib/redis';
import { redisSuitesCanRun, startRedisServer } from '../../../scripts/lib/redis-server.mjs';

const options = { limit: () => 5, windowMs: () => 60_000 };

/**
 * docs/architecture.md#production: several CMS instances count one visitor's requests together
 * through Redis, and an outage of Redis neither refuses nor holds anybody.
 */
describe.skipIf(!redisSuitesCanRun())('rate windows shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  beforeAll(async () => {
    redis = await startRedisServer();
    process.env.REDIS_URL = redis.url;
  });
  afterAll(async () => {
    await closeSharedRedis();
    await redis.stop();
    delete process.env.REDIS_URL;
  });

  it('counts the hits of every instance in one window', async () => {
    // Two windows of one name, each with a memory of its own: two instances as far as counting goes.
    const a = rateWindow('shared', options);
    const b = rateWindow('shared', options);
    const now = Date.now();
    expect(await a.take('visitor', now)).toBeNull();
    expect(await b.take('visitor', now + 1)).toBeNull();
    expect(await a.count('visitor', now + 2)).toBe(2);
    expect(await b.count('visitor', now + 2)).toBe(2);
  });

  it('lets exactly `limit` of many parallel requests through, then says how long to wait', async () => {
    const instances = [rateWindow('parallel', options), rateWindow('parallel', options)];
    const now = Date.now();
    const waits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => instances[i % 2]!.take('burst', now)),
    );
    expect(waits.filter((wait) => wait === null)).toHaveLength(5);
    expect(new Set(waits.filter((wait) => wait !== null))).toEqual(new Set([60]));
    // A minute on, those hits have left the window.
    expect(await instances[1]!.take('burst', now + 60_000)).toBeNull();
    expect(await instances[0]!.count('burst', now + 60_000)).toBe(1);
  });

  it('takes back one hit by its time and forgets a key', async () => {
    const window = rateWindow('back', options);
    await window.add('x', 10_000);
    await window.add('x', 20_000);
    await window.remove('x', 10_000);
    expect(await window.count('x', 30_000)).toBe(1);
    await window.reset('x');
    expect(await window.count('x', 30_000)).toBe(0);
  });

  it('counts on its own while Redis is down, logging it once, then shares again when it returns', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const window = rateWindow('outage', options);
    const now = Date.now();
    expect(await window.take('during', now)).toBeNull();
    await redis.stop();
    // Nobody is refused or held: the instance's own memory counts meanwhile, and still limits.
    const waits = [];
    for (let i = 0; i < 7; i++) waits.push(await window.take('during', now + i));
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits.slice(5).every((wait) => wait !== null)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(errors.mock.calls.filter(([line]) => String(line).startsWith('[redis] unavailable'))).toHaveLength(
      1,
    );

    await redis.start();
    await vi.waitFor(async () => expect((await sharedRedis())?.isReady).toBe(true), { timeout: 5000 });
    // Back on Redis (this one kept nothing through its restart): its counts, not the local ones,
    // shared again by every instance.
    expect(await window.count('during', now + 10)).toBe(0);
    expect(await window.take('during', now + 10)).toBeNull();
    expect(await rateWindow('outage', options).count('during', now + 11)).toBe(1);
    errors.mockRestore();
  });
});

import crypto from 'node:crypto';
import { RateLimiter, type RateLimiterOptions } from './rate-limiter';
import { noteRedisFailure, sharedRedis } from './redis';

/**
 * A sliding window of hits per key, shared by every CMS instance through Redis when REDIS_URL is
 * set (docs/architecture.md#production), else in this process's bounded memory (rate-limiter.ts).
 * While Redis is away each instance counts in its own memory, so a visitor is never held up nor
 * refused wrongly by the outage; the counts are shared again once it returns.
 */
export interface RateWindow {
  /** How many hits `key` has in the window. */
  count(key: string, now?: number): Promise<number>;
  /** Seconds until `key` may be hit again (at least 1), or null when it may now. */
  retryAfter(key: string, now?: number): Promise<number | null>;
  /** A hit when allowed (null), else the seconds to wait and nothing counted: one atomic step. */
  take(key: string, now?: number): Promise<number | null>;
  /** Counts a hit, allowed or not. */
  add(key: string, now?: number): Promise<void>;
  /** Takes back the hit of `key` counted at `at`. */
  remove(key: string, at: number): Promise<void>;
  /** Forgets `key`. */
  reset(key: string): Promise<void>;
}

/*
 * One script for count, retryAfter, take and add, so a check and its hit are one step on Redis:
 * parallel requests on several instances cannot all pass before the first is counted.
 * KEYS[1]: the key. ARGV: now, window (ms), limit, mode (count | check | take | add), member.
 * Returns {hits in the window, score of the hit that must leave before another is allowed or -1,
 * 1 when a hit was added}.
 */
const WINDOW_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local mode = ARGV[4]
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
local blocking = -1
if n >= limit then
  blocking = tonumber(redis.call('ZRANGE', KEYS[1], n - limit, n - limit, 'WITHSCORES')[2])
end
local added = 0
if mode == 'add' or (mode == 'take' and blocking == -1) then
  redis.call('ZADD', KEYS[1], now, ARGV[5])
  redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -(math.max(1, limit) + 1))
  redis.call('PEXPIRE', KEYS[1], window)
  added = 1
end
return {n, blocking, added}
`;

const REMOVE_SCRIPT = `
local hit = redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[1], ARGV[1], 'LIMIT', 0, 1)[1]
if hit then redis.call('ZREM', KEYS[1], hit) end
return 0
`;

type Mode = 'count' | 'check' | 'take' | 'add';

/** `name` keeps windows apart on Redis (`dav:rate:<name>:<key>`). */
export function rateWindow(name: string, options: RateLimiterOptions): RateWindow {
  const memory = new RateLimiter(options);
  const redisKey = (key: string) => `dav:rate:${name}:${key}`;
  const waitFor = (blocking: number, now: number) =>
    blocking < 0 ? null : Math.max(1, Math.ceil((blocking + options.windowMs() - now) / 1000));

  /** The shared answer, or the local one when Redis is not set or fails. */
  async function shared<T>(
    onRedis: (redis: NonNullable<Awaited<ReturnType<typeof sharedRedis>>>) => Promise<T>,
    local: () => T,
  ) {
    const redis = await sharedRedis().catch(() => null);
    if (redis === null || !redis.isReady) return local();
    try {
      return await onRedis(redis);
    } catch (error) {
      noteRedisFailure(error);
      return local();
    }
  }

  const run = (key: string, now: number, mode: Mode) =>
    shared(
      async (redis) => {
        const member = `${now}:${crypto.randomBytes(6).toString('hex')}`;
        const reply = (await redis.eval(WINDOW_SCRIPT, {
          keys: [redisKey(key)],
          arguments: [String(now), String(options.windowMs()), String(options.limit()), mode, member],
        })) as [number, number, number];
        return { hits: Number(reply[0]), wait: waitFor(Number(reply[1]), now) };
      },
      () => {
        const hits = memory.count(key, now);
        const wait = mode === 'take' ? memory.take(key, now) : memory.retryAfter(key, now);
        if (mode === 'add') memory.add(key, now);
        return { hits, wait };
      },
    );

  return {
    count: async (key, now = Date.now()) => (await run(key, now, 'count')).hits,
    retryAfter: async (key, now = Date.now()) => (await run(key, now, 'check')).wait,
    take: async (key, now = Date.now()) => (await run(key, now, 'take')).wait,
    add: async (key, now = Date.now()) => {
      await run(key, now, 'add');
    },
    remove: (key, at) =>
      shared(
        async (redis) => {
          await redis.eval(REMOVE_SCRIPT, { keys: [redisKey(key)], arguments: [String(at)] });
        },
        () => memory.remove(key, at),
      ),
    reset: (key) =>
      shared(
        async (redis) => {
          await redis.del(redisKey(key));
        },
        () => memory.reset(key),
      ),
  };
}

// @ts-check
/*
 * One shared cache: the connections to Redis (redis-connection.mjs), the revalidated tags
 * (shared-tags.mjs), and the entries, each kept with a stamp so that an instance reads the whole
 * entry again only when the stamp changed. shared-cache.mjs makes the one of this process.
 */
import { randomUUID } from 'node:crypto';
import { COMMAND_TIMEOUT_MS, connectRedis } from './redis-connection.mjs';
import { CHANNEL, createTagSharing } from './shared-tags.mjs';

/** The longest an entry stays in Redis, whatever its own `expire` (bounds the store). */
export const MAX_TTL_SECONDS = 14 * 86_400;

/** Where shared-cache.mjs keeps this process's shared cache. */
const STATE = Symbol.for('dav.web.sharedCache');

/** @typedef {import('./shared-cache').SharedCache} SharedCache */

/** @type {typeof globalThis & { [STATE]?: SharedCache | null }} */
const holder = globalThis;

/**
 * @param {{ url: string, buildId: string, log?: (message: string) => void, timeoutMs?: number }} options
 * @returns {SharedCache}
 */
export function createSharedCache({ url, buildId, log = console.error, timeoutMs = COMMAND_TIMEOUT_MS }) {
  const instance = randomUUID();
  const redis = connectRedis({
    url,
    log,
    timeoutMs,
    channel: CHANNEL,
    onMessage: (message) => tags.received(message),
    onReady: () => tags.connected(),
  });
  const { run } = redis;
  const tags = createTagSharing({ run, instance, log });

  /** @type {SharedCache} */
  const shared = {
    buildId,
    instance,
    get available() {
      return redis.available;
    },
    ready: redis.connecting.then(() => undefined),
    syncTags: tags.syncTags,
    updateTags: tags.updateTags,

    async read(key) {
      const [stamp, body] = (await run((c) => c.multi().get(`${key}:stamp`).get(key).exec())) ?? [];
      if (typeof stamp !== 'string' || typeof body !== 'string') return null;
      return { stamp, body };
    },

    async stamp(key) {
      const stamp = await run((c) => c.get(`${key}:stamp`));
      return stamp === undefined ? undefined : stamp;
    },

    async write(key, stamp, body, ttlSeconds) {
      const ttl = Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(ttlSeconds)));
      const done = await run((c) =>
        c.multi().set(key, body, { EX: ttl }).set(`${key}:stamp`, stamp, { EX: ttl }).exec(),
      );
      return done !== undefined;
    },

    async close() {
      if (holder[STATE] === shared) delete holder[STATE];
      await redis.close();
    },
  };
  return shared;
}

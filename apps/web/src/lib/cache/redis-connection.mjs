// @ts-check
/*
 * The shared cache's two connections to Redis (commands, and the subscription to revalidations),
 * which never make a request wait: no offline queue, short command timeouts, and an outage
 * logged once, its end once (shared-cache.mjs).
 */
import { createClient } from '@redis/client';

/** Every key and channel of the site in Redis starts with it. */
export const PREFIX = 'dav:web:';
/** A command slower than this counts as a failure: a page never waits longer on Redis. */
export const COMMAND_TIMEOUT_MS = 300;

/**
 * Connects to Redis and subscribes to `channel`; `onReady` runs at each (re)connection.
 * @param {{
 *   url: string,
 *   log: (message: string) => void,
 *   timeoutMs: number,
 *   channel: string,
 *   onMessage: (message: string) => void,
 *   onReady: () => void,
 * }} options
 */
export function connectRedis({ url, log, timeoutMs, channel, onMessage, onReady }) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  const subscriber = client.duplicate();
  let down = false;
  let closed = false;

  /** @param {unknown} error */
  const failed = (error) => {
    if (down || closed) return;
    down = true;
    const reason = error instanceof Error ? error.message : String(error);
    log(
      `[cache] Redis unavailable (${reason}): each site instance serves from its own cache until it returns.`,
    );
  };
  const recovered = () => {
    if (!down) return;
    down = false;
    log('[cache] Redis available again: the site instances share their cache again.');
  };

  client.on('error', failed);
  subscriber.on('error', failed);
  client.on('ready', () => {
    recovered();
    onReady();
    // The first answer of the next command says whether Redis is really back.
  });

  const connecting = Promise.all([
    client.connect().catch(failed),
    subscriber
      .connect()
      .then(() => subscriber.subscribe(channel, (message) => onMessage(message)))
      .catch(failed),
  ]);

  /**
   * Runs a command on the shared client; undefined when Redis is away or slow (logged once).
   * @template T
   * @param {(c: typeof client) => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async function run(command) {
    // Not connected (yet, or any more): the client's own error event says so, once.
    if (closed || !client.isReady) return undefined;
    let timer;
    try {
      const result = await Promise.race([
        command(client),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      recovered();
      return /** @type {T} */ (result);
    } catch (error) {
      failed(error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    run,
    /** Settles once the first connection attempts are over. */
    connecting,
    get available() {
      return client.isReady && !closed;
    },
    async close() {
      closed = true;
      await Promise.allSettled([client.isOpen && client.close(), subscriber.isOpen && subscriber.close()]);
    },
  };
}

/** @typedef {ReturnType<typeof connectRedis>['run']} RunCommand */

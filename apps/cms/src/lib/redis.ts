import { createClient } from '@redis/client';
import { cmsEnv } from '../env';

/*
 * The Redis that CMS instances share when REDIS_URL is set (docs/architecture.md#production):
 * one client per process, connected on first use and reconnecting by itself. While Redis is
 * away a command fails at once (no offline queue): callers fall back to this process's own
 * state rather than hold a visitor's request, and the outage is logged once, not per request.
 */

function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
    },
  });
}

type Client = ReturnType<typeof newClient>;

interface SharedRedis {
  client: Client;
  ready: Promise<unknown>;
  /** Whether the last outage has been logged (reset when Redis answers again). */
  down: boolean;
}

const KEY = Symbol.for('dav.cms.redis');
const globalState = globalThis as typeof globalThis & { [KEY]?: SharedRedis | null };

export const redisUrl = (): string | null => cmsEnv().REDIS_URL ?? null;

function connect(url: string): SharedRedis {
  const client = newClient(url);
  const shared: SharedRedis = { client, ready: Promise.resolve(), down: false };
  client.on('error', (error: unknown) => redisFailed(shared, error));
  client.on('ready', () => {
    if (shared.down) console.info('[redis] available again: shared state is used again.');
    shared.down = false;
  });
  shared.ready = client.connect().catch((error: unknown) => redisFailed(shared, error));
  return shared;
}

function redisFailed(shared: SharedRedis, error: unknown): void {
  if (shared.down) return;
  shared.down = true;
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[redis] unavailable (${reason}): each instance counts on its own until it returns.`);
}

/** The shared client, or null when REDIS_URL is not set (one instance: its memory is enough). */
export async function sharedRedis(): Promise<Client | null> {
  const url = redisUrl();
  if (url === null) return null;
  const shared = (globalState[KEY] ??= connect(url));
  await shared.ready;
  return shared.client;
}

/** A Redis command failed (Redis down or slow): logged once per outage by the client's handler. */
export function noteRedisFailure(error: unknown): void {
  const shared = globalState[KEY];
  if (shared) redisFailed(shared, error);
}

/** Closes the shared client (tests, shutdown). */
export async function closeSharedRedis(): Promise<void> {
  const shared = globalState[KEY];
  globalState[KEY] = null;
  if (shared?.client.isOpen) await shared.client.close();
}

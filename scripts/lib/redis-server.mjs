// A redis-server of the caller's own (Debian's, which npm test installs when missing), keeping
// nothing on disk, so a test or the cluster can stop and start it (an outage) without touching the
// machine's Redis or another run's keys. Used by the cluster (lib/cluster.mjs), the bench and the
// Redis tests of both apps.
import { spawn, spawnSync } from 'node:child_process';
import { scriptEnv } from '../config/env.mjs';
import { answers, freePort } from './net.mjs';

const binary = () => scriptEnv().REDIS_SERVER_BIN ?? 'redis-server';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A server on `port`, not started: `start()` waits until it answers, `stop()` kills it. */
export function redisServer(port) {
  let child = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        binary(),
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      for (let i = 0; i < 100 && !(await answers(port)); i++) await sleep(50);
      if (!(await answers(port))) throw new Error(`redis-server did not start on ${port}`);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGKILL');
      });
    },
  };
}

/** Whether redis-server is installed here. */
export const redisServerAvailable = () =>
  spawnSync(binary(), ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Whether the Redis test suites can run. On CI (which installs it) a missing server fails them
 * rather than skip them quietly; elsewhere they are skipped with a warning.
 */
export function redisSuitesCanRun() {
  if (redisServerAvailable()) return true;
  if (scriptEnv().CI)
    throw new Error(
      `${binary()} is missing: npm test installs Debian's redis-server (scripts/lib/system-packages.mjs)`,
    );
  console.warn(`[Redis] suites skipped: ${binary()} is missing (apt-get install redis-server)`);
  return false;
}

/** A started server on a free port. */
export async function startRedisServer() {
  const server = redisServer(await freePort());
  await server.start();
  return server;
}

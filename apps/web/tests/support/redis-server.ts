import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Debian's redis-server, which `.ci/run` installs when missing (copied from apps/cms/tests/support). */
const BINARY = '/usr/bin/redis-server';

/**
 * Whether the Redis suites can run. On CI (which installs it) a missing server fails them
 * rather than skip them quietly; elsewhere they are skipped with a warning.
 */
export function redisServerAvailable(): boolean {
  if (spawnSync(BINARY, ['--version']).status === 0) return true;
  if (process.env.CI) throw new Error(`${BINARY} is missing: .ci/run installs Debian's redis-server`);
  console.warn(`[Redis] suites skipped: ${BINARY} is missing (apt-get install redis-server)`);
  return false;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A Redis server of the test's own, on a free port, keeping nothing on disk: the tests can stop
 * and start it (an outage) without touching the machine's Redis or another run's keys.
 */
export async function startRedisServer() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      BINARY,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 50));
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

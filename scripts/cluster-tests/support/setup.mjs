// The production-path suite's stack (scripts/test-cluster.mjs), started once before its first test
// and stopped after its last: a redis-server and an SMTP server of its own, then the cluster
// (lib/cluster.mjs) on a throwaway PostgreSQL database, dropped at the end.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../../lib/cluster.mjs';
import { dropDatabase } from '../../lib/cluster-database.mjs';
import { nginxAvailable } from '../../lib/nginx-install.mjs';
import { redisServer, redisServerAvailable } from '../../lib/redis-server.mjs';
import { smtpSink } from '../../lib/smtp-sink.mjs';
import { closeAgent, login, trustClusterCa } from './client.mjs';
import { inheritedEnv, scriptEnv } from '../../config/env.mjs';
import { ADMIN, PORTS, POSTGRES, REDIS_PORT, SMTP_PORT } from './settings.mjs';

/** What the suite needs and this machine lacks: nginx, redis-server, PostgreSQL at POSTGRES. */
export async function missingParts() {
  return [
    !nginxAvailable() && 'nginx',
    !redisServerAvailable() && 'redis-server',
    !(await answers(new URL(POSTGRES))) && `PostgreSQL at ${new URL(POSTGRES).host}`,
  ].filter(Boolean);
}

/** Whether something accepts connections at the URL's host and port (5432 by default), within 1 s. */
function answers(url) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 5432), url.hostname);
    socket.setTimeout(1000, () => socket.destroy() && resolve(false));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts the stack into `stack`, the object every test reads, one part at a time so that tearDown
 * stops what did start: `stateDir`, `databaseUrl`, `redis`, `smtp`, `cluster`, and `token` (the
 * admin's JWT).
 */
export async function setUp(stack) {
  stack.stateDir = mkdtempSync(join(tmpdir(), 'dav-cluster-test-'));
  const databaseUrl = new URL(POSTGRES);
  databaseUrl.pathname = `/dav_cluster_test_${randomBytes(4).toString('hex')}`;
  stack.databaseUrl = databaseUrl.toString();
  stack.redis = redisServer(REDIS_PORT);
  await stack.redis.start();
  // The CMS instances' mail server, from the start: the soak stops it and starts it again.
  stack.smtp = smtpSink(SMTP_PORT);
  await stack.smtp.start();
  stack.cluster = await startCluster({
    stateDir: stack.stateDir,
    ports: PORTS,
    databaseUrl: stack.databaseUrl,
    redisUrl: stack.redis.url,
    quiet: true,
    env: inheritedEnv({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every request comes from 127.0.0.1: the per-address limits would make scenarios wait
      // (the soak posts CLUSTER_SOAK_COUNT forms at CLUSTER_SOAK_RATE a second).
      SUBMIT_RATE_LIMIT: '1000000',
      BOT_RATE_LIMIT: '1000',
      SMTP_URL: stack.smtp.url,
      // The queue looked at every second, a failed mail retried after 1 s (doubling): the soak's
      // mails leave soon after the SMTP server returns.
      MAIL_QUEUE_INTERVAL_MS: '1000',
      MAIL_RETRY_DELAY_MS: '1000',
    }),
  });
  trustClusterCa(stack.cluster.caFile);
  stack.token = await login(ADMIN.email, ADMIN.password);
}

/** Stops what setUp started, drops the database, removes the state folder (CLUSTER_KEEP_STATE: kept). */
export async function tearDown({ cluster, redis, smtp, databaseUrl, stateDir }) {
  await cluster?.stop();
  await redis?.stop();
  await smtp?.stop();
  closeAgent();
  if (databaseUrl) await dropDatabase(databaseUrl).catch(() => {});
  if (stateDir && !scriptEnv().CLUSTER_KEEP_STATE) rmSync(stateDir, { recursive: true, force: true });
  else if (stateDir) console.log(`state kept in ${stateDir}`);
}

// The production path on one machine (deploy/README.md): nginx in front (deploy/nginx), two
// site instances and two CMS instances (the production builds of scripts/lib/stack.mjs), on
// PostgreSQL, Redis and a local S3 server (s3rver). Used by `npm run start:cluster`, by the
// production-path suite (`npm run test:cluster`) and by `npm run bench`. Its parts: the ports
// (cluster-ports.mjs), nginx (nginx-install.mjs, nginx-conf.mjs), the test certificate
// (cluster-cert.mjs), the database (cluster-database.mjs), S3 (cluster-s3.mjs) and the processes
// (managed-process.mjs); this module puts them together.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureCert } from './cluster-cert.mjs';
import { ensureDatabase } from './cluster-database.mjs';
import { assertPortsFree, clusterPorts } from './cluster-ports.mjs';
import { s3Service } from './cluster-s3.mjs';
import { managed } from './managed-process.mjs';
import { answers } from './net.mjs';
import { renderNginxConf } from './nginx-conf.mjs';
import { nginxAvailable, nginxBinary } from './nginx-install.mjs';
import { apps, buildIfNeeded, serve, waitFor } from './stack.mjs';
import { inheritedEnv } from '../config/env.mjs';

/** The hosts of the development domain registry (packages/rules, DEFAULT_DOMAIN_REGISTRY). */
const SITE_CODES = ['fr', 'en', 'es', 'de', 'ay-fr', 'ay-en'];
const DEFAULT_HOSTS = [
  ...SITE_CODES.map((c) => `${c}.localhost`),
  ...SITE_CODES.map((c) => `preprod-${c}.localhost`),
];

/** The hosts of the domain registry: DOMAINS (JSON, as the apps read it), else the development one. */
export function registryHosts(env = inheritedEnv()) {
  if (!env.DOMAINS?.trim()) return DEFAULT_HOSTS;
  const entries = JSON.parse(env.DOMAINS);
  return entries.map((e) => String(e.host).trim().toLowerCase().replace(/:\d*$/, '').replace(/\.+$/, ''));
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The secrets every instance shares, kept in the state folder so a restart keeps sessions. */
function sharedSecret(stateDir, name, fromEnv) {
  if (fromEnv?.trim()) return fromEnv.trim();
  const file = join(stateDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Starts the cluster; resolves once nginx answers for every instance. Options:
 * - `stateDir`: nginx's prefix, certificate, logs, secrets, S3 objects, each CMS's own folder;
 * - `ports` (clusterPorts()), `databaseUrl` (PostgreSQL, created when missing), `redisUrl`;
 * - `env`: the environment the apps start from (ADMIN_EMAIL, DOMAINS, SMTP_URL…);
 * - `quiet`: output to the log files only; `forceBuild`; `microCacheSeconds` (1);
 * - `staticRoot`: a folder nginx also serves on static.localhost (the bench's baseline);
 * - `onUnexpectedExit(service, code)`: a process stopped that nobody stopped.
 * Returns `{ ports, urls, caFile, web: [a, b], cms: [a, b], nginx, s3, stop() }`; each process
 * has `start()` and `stop(signal)`.
 */
export async function startCluster({
  stateDir,
  ports = clusterPorts(),
  databaseUrl,
  redisUrl,
  env = inheritedEnv(),
  quiet = false,
  forceBuild = false,
  microCacheSeconds = 1,
  staticRoot = null,
  adminHost = 'admin.localhost',
  onUnexpectedExit,
} = {}) {
  if (!databaseUrl) throw new Error('startCluster: databaseUrl (PostgreSQL) is required');
  if (!nginxAvailable()) throw new Error(`${nginxBinary()} is not installed (apt-get install nginx)`);
  await assertPortsFree(ports);
  const hosts = registryHosts(env);
  const logDir = join(stateDir, 'logs');
  const prefix = join(stateDir, 'nginx');
  const certDir = join(stateDir, 'cert');
  for (const dir of [logDir, certDir, join(prefix, 'logs'), join(prefix, 'cache'), join(stateDir, 's3')])
    mkdirSync(dir, { recursive: true });
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(prefix, 'temp', t), { recursive: true });
  // Started as root, nginx's workers run as `nobody`: they must reach their cache and temporary
  // folders (nginx gives them those). The secrets in the state folder stay 0600.
  for (const dir of [stateDir, prefix, join(prefix, 'cache'), join(prefix, 'temp')]) chmodSync(dir, 0o755);

  ensureCert(certDir, [...hosts, adminHost, 'static.localhost']);
  const created = await ensureDatabase(databaseUrl);
  if (created && !quiet) console.log(`▸ Created the database ${new URL(databaseUrl).pathname.slice(1)}`);

  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(
    confFile,
    renderNginxConf({ prefix, ports, hosts, adminHost, certDir, microCacheSeconds, staticRoot }),
  );
  const check = spawnSync(nginxBinary(), ['-t', '-q', '-p', prefix, '-c', confFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);

  const httpsSuffix = ports.https === 443 ? '' : `:${ports.https}`;
  const s3 = s3Service({ directory: join(stateDir, 's3'), port: ports.s3, env });
  const common = {
    ...env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    REDIS_URL: redisUrl ?? '',
    REVALIDATE_SECRET: sharedSecret(stateDir, 'revalidate-secret', env.REVALIDATE_SECRET),
    PUBLIC_PROTOCOL: 'https',
    PUBLIC_PORT: ports.https === 443 ? '' : String(ports.https),
  };
  const cmsEnv = (i) => ({
    ...common,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: sharedSecret(stateDir, 'payload-secret', env.PAYLOAD_SECRET),
    CMS_PORT: String(ports.cms[i]),
    // No shared disk: each instance has its own folder, what they share is in PostgreSQL and S3.
    CMS_DATA_DIR: join(stateDir, `cms-${'ab'[i]}`, 'data'),
    MEDIA_DIR: join(stateDir, `cms-${'ab'[i]}`, 'media'),
    WEB_URL: `http://127.0.0.1:${ports.siteInternal}`,
    CMS_PUBLIC_URL: `https://${adminHost}${httpsSuffix}`,
    // nginx, on this machine, appends the visitor's address (apps/cms/src/lib/client-address.ts).
    TRUSTED_PROXIES: env.TRUSTED_PROXIES || '127.0.0.1,::1',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  const webEnv = (i) => ({
    ...common,
    WEB_PORT: String(ports.web[i]),
    CMS_URL: `http://127.0.0.1:${ports.cmsInternal}`,
    TRUSTED_PROXY_HOPS: '1',
    // nginx puts a nonce per response in the policy and on every script (html-csp-nonce.conf).
    CSP_NONCE_PLACEHOLDER: '1',
  });

  const services = [];
  const opts = { logDir, quiet, onUnexpectedExit };
  const nginx = managed('nginx', {
    ...opts,
    spawnChild: () =>
      spawn(nginxBinary(), ['-p', prefix, '-c', confFile], { stdio: ['ignore', 'pipe', 'pipe'] }),
    ready: async (child) => {
      for (let i = 0; i < 100; i++) {
        if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
        if (await answers(ports.https)) return;
        await sleep(100);
      }
      throw new Error('nginx did not listen within 10 s');
    },
  });
  const cms = [0, 1].map((i) =>
    managed(`cms-${'ab'[i]}`, {
      ...opts,
      spawnChild: () => serve(apps.cms, cmsEnv(i), { port: ports.cms[i], pipe: true }),
      ready: (child) => waitFor(`http://127.0.0.1:${ports.cms[i]}${apps.cms.ready}`, child, 300_000),
    }),
  );
  const web = [0, 1].map((i) =>
    managed(`web-${'ab'[i]}`, {
      ...opts,
      spawnChild: () => serve(apps.web, webEnv(i), { port: ports.web[i], pipe: true }),
      ready: (child) => waitFor(`http://127.0.0.1:${ports.web[i]}${apps.web.ready}`, child),
    }),
  );

  const stop = async () => {
    await Promise.all([...web, ...cms].map((s) => s.stop()));
    await nginx.stop('SIGQUIT');
    await s3.stop();
  };
  try {
    buildIfNeeded(apps.cms, cmsEnv(0), forceBuild);
    services.push(nginx);
    await nginx.start();
    await s3.start();
    // Both at once on the same database: migrations and the first seed run under an advisory
    // lock (apps/cms/src/db/startup-lock.ts), so one instance does them and the other waits.
    await Promise.all(cms.map((s) => s.start()));
    // The site's build reads the CMS (through nginx's internal listener).
    buildIfNeeded(apps.web, webEnv(0), forceBuild);
    await Promise.all(web.map((s) => s.start()));
  } catch (error) {
    await stop();
    throw error;
  }

  const urls = {
    sites: Object.fromEntries(hosts.map((h) => [h, `https://${h}${httpsSuffix}`])),
    admin: `https://${adminHost}${httpsSuffix}/admin`,
    api: `https://${adminHost}${httpsSuffix}/api`,
    http: `http://${hosts[0]}:${ports.http}`,
  };
  return {
    ports,
    hosts,
    adminHost,
    urls,
    stateDir,
    caFile: join(certDir, 'ca.pem'),
    nginx,
    s3,
    cms,
    web,
    stop,
  };
}

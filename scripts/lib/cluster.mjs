// The production path on one machine (deploy/README.md): nginx in front (deploy/nginx), two
// site instances and two CMS instances (the production builds of scripts/lib/stack.mjs), on
// PostgreSQL, Redis and a local S3 server (s3rver). Used by `npm run start:cluster`, by the
// production-path suite (`npm run test:cluster`) and by `npm run bench`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { answers } from './net.mjs';
import { apps, buildIfNeeded, ROOT, serve, waitFor } from './stack.mjs';

const NGINX_DIR = join(ROOT, 'deploy/nginx');

/** The hosts of the development domain registry (packages/rules, DEFAULT_DOMAIN_REGISTRY). */
const SITE_CODES = ['fr', 'en', 'es', 'de', 'ay-fr', 'ay-en'];
const DEFAULT_HOSTS = [
  ...SITE_CODES.map((c) => `${c}.localhost`),
  ...SITE_CODES.map((c) => `preprod-${c}.localhost`),
];

/** The hosts of the domain registry: DOMAINS (JSON, as the apps read it), else the development one. */
export function registryHosts(env = process.env) {
  if (!env.DOMAINS?.trim()) return DEFAULT_HOSTS;
  const entries = JSON.parse(env.DOMAINS);
  return entries.map((e) => String(e.host).trim().toLowerCase().replace(/:\d*$/, '').replace(/\.+$/, ''));
}

/**
 * Every port of the cluster, from the environment (CLUSTER_*), else `npm run start:cluster`'s
 * defaults: nginx on 8080 (HTTP, redirects) and 8443 (HTTPS), so no root is needed.
 */
export function clusterPorts(env = process.env) {
  const n = (name, fallback) => Number(env[name] || fallback);
  return {
    http: n('CLUSTER_HTTP_PORT', 8080),
    https: n('CLUSTER_HTTPS_PORT', 8443),
    web: [n('CLUSTER_WEB_PORT_A', 3100), n('CLUSTER_WEB_PORT_B', 3101)],
    cms: [n('CLUSTER_CMS_PORT_A', 3102), n('CLUSTER_CMS_PORT_B', 3103)],
    s3: n('CLUSTER_S3_PORT', 3104),
    /** nginx's loopback listeners: the CMS reaches the site instances here, the site the CMS's. */
    siteInternal: n('CLUSTER_SITE_INTERNAL_PORT', 3105),
    cmsInternal: n('CLUSTER_CMS_INTERNAL_PORT', 3106),
  };
}

/** What listens on each port, for the "in use" message. */
function portList(ports) {
  return [
    [ports.http, 'nginx (HTTP)'],
    [ports.https, 'nginx (HTTPS)'],
    [ports.siteInternal, 'nginx (internal, to the site)'],
    [ports.cmsInternal, 'nginx (internal, to the CMS)'],
    [ports.web[0], 'site instance A'],
    [ports.web[1], 'site instance B'],
    [ports.cms[0], 'CMS instance A'],
    [ports.cms[1], 'CMS instance B'],
    [ports.s3, 'S3 server'],
  ];
}

/** Throws one message naming every port of the cluster already in use. */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const [port, what] of portList(ports)) if (await answers(port)) busy.push(`${port} (${what})`);
  if (busy.length)
    throw new Error(
      `port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. Stop what listens there or choose others (CLUSTER_*_PORT, deploy/README.md).`,
    );
}

/** A dynamic module's file in Debian's folder (or wherever NGINX_MODULES_DIR says), or null. */
function nginxModule(name, env) {
  const dirs = [
    env.NGINX_MODULES_DIR,
    '/usr/lib/nginx/modules',
    '/usr/lib64/nginx/modules',
    '/usr/local/nginx/modules',
  ];
  for (const dir of dirs.filter(Boolean)) {
    const file = join(dir, name);
    if (existsSync(file)) return file;
  }
  return null;
}

export const brotliModule = (env = process.env) => nginxModule('ngx_http_brotli_filter_module.so', env);

/**
 * Debian's Lua module (libnginx-mod-http-lua) and the kit it needs, or null: with it, a
 * revalidation empties the micro-cache at once (the cache generation, deploy/README.md).
 */
export function luaModules(env = process.env) {
  const ndk = nginxModule('ndk_http_module.so', env);
  const lua = nginxModule('ngx_http_lua_module.so', env);
  return ndk && lua ? [ndk, lua] : null;
}

/**
 * The micro-cache's generation: part of every page's cache key, bumped by each revalidation the
 * CMS sends through the internal listener once the site has answered it, so no page kept before
 * the edit is served after. Without Lua it stays 0 and a page is kept its full second.
 */
const GENERATION = (lua) =>
  lua
    ? {
        http: '  lua_shared_dict dav_cache 1m;',
        read: '      set_by_lua_block $dav_generation { return ngx.shared.dav_cache:get("generation") or 0 }',
        bump: `      log_by_lua_block {
        if ngx.status == 200 then ngx.shared.dav_cache:incr("generation", 1, 0) end
      }`,
      }
    : {
        http: '  # No Lua module (libnginx-mod-http-lua): the micro-cache is not emptied on revalidation.',
        read: '      set $dav_generation 0;',
        bump: '',
      };

export const nginxBinary = (env = process.env) => env.NGINX_BIN || 'nginx';

/** Whether nginx can run here (the production-path suite and the bench need it). */
export const nginxAvailable = (env = process.env) =>
  spawnSync(nginxBinary(env), ['-v'], { stdio: 'ignore' }).status === 0;

/** Compressed like pages, everywhere: the types of the brotli filter. */
const BROTLI = (module) =>
  module
    ? `  brotli on;
  brotli_comp_level 4;
  brotli_min_length 256;
  brotli_types text/plain text/css text/xml application/xml application/json application/javascript
    text/javascript application/manifest+json application/rss+xml image/svg+xml text/x-component;`
    : '  # brotli: the module (libnginx-mod-http-brotli-filter) is not installed; gzip only.';

/**
 * deploy/nginx/nginx.conf.template with every {{NAME}} filled. `staticRoot`: the bench's
 * baseline, the same nginx serving a folder on `static.localhost` (same TLS, same compression).
 */
export function renderNginxConf({
  prefix,
  ports,
  hosts,
  adminHost,
  certDir,
  microCacheSeconds = 1,
  staticRoot = null,
  accessLog = false,
  env = process.env,
}) {
  const module = brotliModule(env);
  const lua = luaModules(env);
  const generation = GENERATION(lua);
  const suffix = ports.https === 443 ? '' : `:${ports.https}`;
  const servers = (list) =>
    list.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  const values = {
    LOAD_MODULES: [module, ...(lua ?? [])]
      .filter(Boolean)
      .map((file) => `load_module ${file};`)
      .join('\n'),
    CACHE_GENERATION_HTTP: generation.http,
    CACHE_GENERATION_READ: generation.read,
    CACHE_GENERATION_BUMP: generation.bump,
    WORKER_PROCESSES: env.CLUSTER_NGINX_WORKERS || 'auto',
    PREFIX: prefix,
    ACCESS_LOG: accessLog ? `${prefix}/logs/access.log` : 'off',
    MIME_TYPES: env.NGINX_MIME_TYPES || '/etc/nginx/mime.types',
    BROTLI: BROTLI(module),
    MICRO_CACHE_SECONDS: String(microCacheSeconds),
    SITE_SERVERS: servers(ports.web),
    CMS_SERVERS: servers(ports.cms),
    CERT: join(certDir, 'cert.pem'),
    CERT_KEY: join(certDir, 'key.pem'),
    SNIPPETS: join(NGINX_DIR, 'snippets'),
    HTTP_PORT: String(ports.http),
    HTTPS_PORT: String(ports.https),
    HTTPS_PORT_SUFFIX: suffix,
    SITE_HOSTS: hosts.join(' '),
    ADMIN_HOST: adminHost,
    SITE_BODY_LIMIT: '5m',
    ADMIN_BODY_LIMIT: '11m',
    SITE_INTERNAL_PORT: String(ports.siteInternal),
    CMS_INTERNAL_PORT: String(ports.cmsInternal),
  };
  let conf = readFileSync(join(NGINX_DIR, 'nginx.conf.template'), 'utf8').replace(
    /\{\{([A-Z_]+)\}\}/g,
    (_, name) => {
      if (!(name in values)) throw new Error(`nginx.conf.template: no value for {{${name}}}`);
      return values[name];
    },
  );
  if (staticRoot) {
    const block = `
  # The bench's baseline: the same HTML as a static file, through the same TLS and compression.
  server {
    listen ${ports.https} ssl http2;
    server_name static.localhost;
    root ${staticRoot};
    location / {
      add_header Strict-Transport-Security "max-age=31536000" always;
      try_files $uri $uri/index.html =404;
    }
  }
`;
    conf = conf.replace(/\n}\s*$/, `${block}}\n`);
  }
  return conf;
}

/** The test certificate (deploy/nginx/make-cert.sh) for these hosts, made when missing or stale. */
export function ensureCert(certDir, hosts) {
  const list = join(certDir, 'hosts.txt');
  const wanted = [...hosts].sort().join('\n');
  if (existsSync(join(certDir, 'cert.pem')) && existsSync(list) && readFileSync(list, 'utf8') === wanted)
    return;
  const res = spawnSync('sh', [join(NGINX_DIR, 'make-cert.sh'), certDir, ...hosts], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`make-cert.sh failed: ${res.stderr || res.stdout}`);
  writeFileSync(list, wanted);
}

/** Creates the database of `url` when it does not exist (connecting to `postgres` on that server). */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${target.host} (${error.message}): start it or set DATABASE_URL`,
    );
  }
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return !rowCount;
  } finally {
    await client.end();
  }
}

/** Drops the database of `url` (the suite's throwaway one). */
export async function dropDatabase(url) {
  const { default: pg } = await import('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Children still running when this process exits are killed with it. */
const running = new Set();
process.once('exit', () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * One process of the cluster: started, stopped, started again (the suite's outages). Its output
 * goes to `<stateDir>/logs/<name>.log` and, unless quiet, to the console with `[name]` in front.
 */
function managed(name, { spawnChild, ready, logDir, quiet, onUnexpectedExit }) {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const svc = {
    name,
    child: null,
    output: [],
    get running() {
      return svc.child !== null && svc.child.exitCode === null && svc.child.signalCode === null;
    },
    async start() {
      const child = spawnChild();
      svc.child = child;
      running.add(child);
      child.stopping = false;
      for (const stream of [child.stdout, child.stderr].filter(Boolean)) {
        createInterface({ input: stream }).on('line', (line) => {
          log.write(`${line}\n`);
          svc.output.push(line);
          if (svc.output.length > 2000) svc.output.splice(0, 1000);
          if (!quiet) console.log(`[${name}] ${line}`);
        });
      }
      child.once('exit', (code, signal) => {
        running.delete(child);
        if (!child.stopping) onUnexpectedExit?.(svc, code ?? signal);
      });
      try {
        await ready(child);
      } catch (error) {
        const tail = svc.output.slice(-15).join('\n  ');
        throw new Error(`${name}: ${error.message}${tail ? `\n  ${tail}` : ''}`);
      }
    },
    /** Stops it (SIGTERM, SIGKILL after 5 s; or `signal`), resolved once it has exited. */
    async stop(signal = 'SIGTERM') {
      const child = svc.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.stopping = true;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill(signal);
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
      });
    },
  };
  return svc;
}

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
  env = process.env,
  quiet = false,
  forceBuild = false,
  microCacheSeconds = 1,
  staticRoot = null,
  adminHost = 'admin.localhost',
  onUnexpectedExit,
} = {}) {
  if (!databaseUrl) throw new Error('startCluster: databaseUrl (PostgreSQL) is required');
  if (!nginxAvailable(env)) throw new Error(`${nginxBinary(env)} is not installed (apt-get install nginx)`);
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
    renderNginxConf({ prefix, ports, hosts, adminHost, certDir, microCacheSeconds, staticRoot, env }),
  );
  const check = spawnSync(nginxBinary(env), ['-t', '-q', '-p', prefix, '-c', confFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);

  const httpsSuffix = ports.https === 443 ? '' : `:${ports.https}`;
  const s3 = {
    bucket: env.S3_BUCKET || 'dav-cluster',
    region: env.S3_REGION || 'us-east-1',
    directory: join(stateDir, 's3'),
    endpoint: `http://127.0.0.1:${ports.s3}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
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
      spawn(nginxBinary(env), ['-p', prefix, '-c', confFile], { stdio: ['ignore', 'pipe', 'pipe'] }),
    ready: async (child) => {
      for (let i = 0; i < 100; i++) {
        if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
        if (await answers(ports.https)) return;
        await sleep(100);
      }
      throw new Error('nginx did not listen within 10 s');
    },
  });
  let s3Server = null;
  const s3Service = {
    name: 's3',
    ...s3,
    get running() {
      return s3Server !== null;
    },
    async start() {
      const { default: S3rver } = await import('s3rver');
      s3Server = new S3rver({
        address: '127.0.0.1',
        port: ports.s3,
        silent: true,
        directory: s3.directory,
        configureBuckets: [{ name: s3.bucket, configs: [] }],
      });
      await s3Server.run();
    },
    async stop() {
      const server = s3Server;
      s3Server = null;
      if (server) await server.close();
    },
  };
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
    await s3Service.stop();
  };
  try {
    buildIfNeeded(apps.cms, cmsEnv(0), forceBuild);
    services.push(nginx);
    await nginx.start();
    await s3Service.start();
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
    s3: s3Service,
    cms,
    web,
    stop,
  };
}

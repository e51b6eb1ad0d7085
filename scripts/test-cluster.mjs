// `npm run test:cluster`: the production path (issue 21, deploy/README.md), end to end, with real
// parts only: nginx (deploy/nginx), two site and two CMS instances (production builds), a
// throwaway PostgreSQL database, a redis-server of its own (so it can stop it) and s3rver. It
// talks to nginx on 127.0.0.1 with the registry's host names (SNI and Host), trusting the test CA.
// Ports: CLUSTER_*_PORT (scripts/lib/cluster-ports.mjs), else 3180/3183 for nginx, 3131-3138 for the
// rest, 3139 for its SMTP server (CLUSTER_SMTP_PORT). Outages last CLUSTER_REDIS_OUTAGE_S (30) and
// CLUSTER_CMS_OUTAGE_S (60) seconds. Then the Observatory's grades and a Chromium visit of every
// page template (scripts/lib/observatory.mjs), and last the soak (scripts/lib/soak.mjs:
// CLUSTER_SOAK_COUNT, CLUSTER_SOAK_RATE, CLUSTER_SOAK_SMTP_OUTAGE_S).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startCluster } from './lib/cluster.mjs';
import { dropDatabase } from './lib/cluster-database.mjs';
import { clusterPorts } from './lib/cluster-ports.mjs';
import { brotliModule, nginxAvailable } from './lib/nginx-install.mjs';
import { redisServer, redisServerAvailable } from './lib/redis-server.mjs';
import { A_PLUS, gradeTemplates } from './lib/observatory.mjs';
import { smtpSink } from './lib/smtp-sink.mjs';
import { runSoak, soakSettings } from './lib/soak.mjs';

const env = process.env;
const PORTS = clusterPorts({
  CLUSTER_HTTP_PORT: 3180,
  CLUSTER_HTTPS_PORT: 3183,
  CLUSTER_WEB_PORT_A: 3131,
  CLUSTER_WEB_PORT_B: 3132,
  CLUSTER_CMS_PORT_A: 3133,
  CLUSTER_CMS_PORT_B: 3134,
  CLUSTER_S3_PORT: 3135,
  CLUSTER_SITE_INTERNAL_PORT: 3137,
  CLUSTER_CMS_INTERNAL_PORT: 3138,
  ...Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('CLUSTER_'))),
});
const REDIS_PORT = Number(env.CLUSTER_REDIS_PORT || 3136);
const REDIS_OUTAGE_MS = Number(env.CLUSTER_REDIS_OUTAGE_S || 30) * 1000;
const CMS_OUTAGE_MS = Number(env.CLUSTER_CMS_OUTAGE_S || 60) * 1000;
const SMTP_PORT = Number(env.CLUSTER_SMTP_PORT || 3139);
const SOAK = soakSettings(env);
const POSTGRES = env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'cluster-admin@dav.localhost', password: `cluster-${randomBytes(9).toString('hex')}` };
/** The seeded page every scenario reads (apps/cms/src/seed). */
const PAGE = '/qui-sommes-nous';
const HTTPS = `:${PORTS.https}`;
const site = (path, host = 'fr.localhost') => `https://${host}${HTTPS}${path}`;
const admin = (path) => `https://admin.localhost${HTTPS}${path}`;
const cmsA = (path) => `http://127.0.0.1:${PORTS.cms[0]}${path}`;
const instance = (i, path) => `http://127.0.0.1:${PORTS.web[i]}${path}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const missing = [
  !nginxAvailable() && 'nginx',
  !redisServerAvailable() && 'redis-server',
  !(await answers(new URL(POSTGRES))) && `PostgreSQL at ${new URL(POSTGRES).host}`,
].filter(Boolean);
if (missing.length) {
  const message = `the production-path suite needs ${missing.join(', ')}`;
  if (env.CI) throw new Error(message);
  console.warn(`skipped: ${message} (deploy/README.md)`);
  process.exit(0);
}

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

let cluster;
let redis;
let smtp;
let stateDir;
let databaseUrl;
let agent;
let token;

/**
 * One request to 127.0.0.1 with the URL's host as Host and SNI, trusting only the cluster's CA.
 * Resolves `{ status, headers, body }` (body: a Buffer, as sent), or `{ status: 0, error }`.
 */
function request(url, { method = 'GET', headers = {}, body, timeoutMs = 15_000 } = {}) {
  const u = new URL(url);
  const secure = u.protocol === 'https:';
  return new Promise((resolve) => {
    const req = (secure ? https : http).request(
      {
        host: '127.0.0.1',
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method,
        headers: { host: u.host, ...headers },
        ...(secure ? { servername: u.hostname, agent } : {}),
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', (error) => resolve({ status: 0, error }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, error }));
    req.end(body);
  });
}

const text = (res) => res.body.toString('utf8');

/** Payload's REST login; its token works on any instance (one PAYLOAD_SECRET). */
async function login(email, password) {
  const res = await request(admin('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, `login of ${email}: ${text(res)}`);
  return JSON.parse(text(res)).token;
}

/** A multipart body (the REST upload and the site's forms). */
function multipart(fields, files = []) {
  const boundary = `----dav${randomBytes(8).toString('hex')}`;
  const parts = [];
  for (const [name, value] of fields)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const { name, filename, type, data } of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** The keys matching `pattern` (KEYS, over RESP: an array of bulk strings). */
function redisKeys(pattern) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(REDIS_PORT, '127.0.0.1');
    let data = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const lines = data.toString('utf8').split('\r\n');
      const count = Number(lines[0].slice(1));
      // `*<n>`, then `$<length>` and the key for each: complete once all 2n + 1 lines are in.
      if (lines.length > 2 * count + 1 || (count <= 0 && lines.length > 1)) {
        socket.end();
        resolve(count > 0 ? lines.slice(1, 2 * count + 1).filter((_, i) => i % 2 === 1) : []);
      }
    });
    socket.on('error', reject);
    socket.write(`KEYS ${pattern}\r\n`);
  });
}

/** The seeded French page's id and title, as the admin's REST API has it. */
async function pageDoc() {
  const res = await request(cmsA(`/api/pages?where[slug][equals]=${PAGE.slice(1)}&locale=fr&depth=0`), {
    headers: { authorization: `JWT ${token}` },
  });
  assert.equal(res.status, 200, text(res));
  return JSON.parse(text(res)).docs[0];
}

/**
 * Changes the page's title through CMS instance A, then polls each observer until it shows the
 * new title; resolves the milliseconds each took from the end of the edit (or null: not within
 * `timeoutMs`).
 */
async function editAndWatch(observers, timeoutMs = 10_000) {
  const { id } = await pageDoc();
  const title = `Qui sommes-nous (${randomBytes(4).toString('hex')})`;
  const res = await request(cmsA(`/api/pages/${id}?locale=fr`), {
    method: 'PATCH',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  assert.equal(res.status, 200, text(res));
  const edited = Date.now();
  const seen = Object.fromEntries(Object.keys(observers).map((k) => [k, null]));
  while (Object.values(seen).includes(null) && Date.now() - edited < timeoutMs) {
    await Promise.all(
      Object.entries(observers).map(async ([name, url]) => {
        if (seen[name] !== null) return;
        const page = await request(url, url.startsWith('http:') ? { headers: { host: 'fr.localhost' } } : {});
        if (page.status === 200 && text(page).includes(title)) seen[name] = Date.now() - edited;
      }),
    );
    await sleep(25);
  }
  return seen;
}

/** `workers` loops requesting `paths` through nginx for `ms`; every answer's status counted. */
async function load(paths, ms, { workers = 6, bust = false } = {}) {
  const statuses = {};
  const failures = [];
  const end = Date.now() + ms;
  let n = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const path = paths[n++ % paths.length];
        // `bust`: a query no one asked before, so nginx's micro-cache cannot answer for the app.
        const url = site(bust ? `${path}?n=${n}` : path);
        const started = Date.now();
        const res = await request(url);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status < 200 || res.status > 299)
          failures.push({ started, what: `${res.status} ${url} ${res.error?.message ?? ''}`.trim() });
        await sleep(20);
      }
    }),
  );
  return { statuses, failures, total: Object.values(statuses).reduce((a, b) => a + b, 0) };
}

before(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'dav-cluster-test-'));
  databaseUrl = new URL(POSTGRES);
  databaseUrl.pathname = `/dav_cluster_test_${randomBytes(4).toString('hex')}`;
  databaseUrl = databaseUrl.toString();
  redis = redisServer(REDIS_PORT);
  await redis.start();
  // The CMS instances' mail server, from the start: the soak stops it and starts it again.
  smtp = smtpSink(SMTP_PORT);
  await smtp.start();
  cluster = await startCluster({
    stateDir,
    ports: PORTS,
    databaseUrl,
    redisUrl: redis.url,
    quiet: true,
    env: {
      ...env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every request comes from 127.0.0.1: the per-address limits would make scenarios wait
      // (the soak posts CLUSTER_SOAK_COUNT forms at CLUSTER_SOAK_RATE a second).
      SUBMIT_RATE_LIMIT: '1000000',
      BOT_RATE_LIMIT: '1000',
      SMTP_URL: smtp.url,
      // The queue looked at every second, a failed mail retried after 1 s (doubling): the soak's
      // mails leave soon after the SMTP server returns.
      MAIL_QUEUE_INTERVAL_MS: '1000',
      MAIL_RETRY_DELAY_MS: '1000',
    },
  });
  agent = new https.Agent({ ca: readFileSync(cluster.caFile), keepAlive: true, maxSockets: 32 });
  token = await login(ADMIN.email, ADMIN.password);
});

after(async () => {
  await cluster?.stop();
  await redis?.stop();
  await smtp?.stop();
  agent?.destroy();
  if (databaseUrl) await dropDatabase(databaseUrl).catch(() => {});
  if (stateDir && !env.CLUSTER_KEEP_STATE) rmSync(stateDir, { recursive: true, force: true });
  else if (stateDir) console.log(`state kept in ${stateDir}`);
});

test('two CMS instances starting at once on an empty database seed it once', async () => {
  const logs = ['a', 'b'].map((i) => readFileSync(join(stateDir, 'logs', `cms-${i}.log`), 'utf8'));
  const seeded = logs.filter((log) => /\[seed\] Demo content and admin created/.test(log));
  assert.equal(seeded.length, 1, 'exactly one instance seeded');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users = await client.query('SELECT count(*)::int AS n FROM users');
    assert.equal(users.rows[0].n, 1, 'one admin account');
    const pages = await client.query(`SELECT count(*)::int AS n FROM pages_locales WHERE slug = $1`, [
      PAGE.slice(1),
    ]);
    assert.equal(pages.rows[0].n, 1, 'each seeded page once');
  } finally {
    await client.end();
  }
});

test('HTTP redirects to HTTPS; HTTPS answers carry HSTS of at least 6 months', async () => {
  const plain = await request(`http://fr.localhost:${PORTS.http}${PAGE}?a=1`);
  assert.equal(plain.status, 301);
  assert.equal(plain.headers.location, site(`${PAGE}?a=1`));
  for (const url of [site(PAGE), admin('/admin/login')]) {
    const res = await request(url);
    const hsts = /max-age=(\d+)/.exec(res.headers['strict-transport-security'] ?? '');
    assert.ok(hsts && Number(hsts[1]) >= 15_552_000, `${url}: ${res.headers['strict-transport-security']}`);
  }
});

test('pages are compressed with brotli and gzip', async () => {
  if (env.CI) assert.ok(brotliModule(), 'the brotli module is installed');
  const encodings = brotliModule() ? ['br', 'gzip'] : ['gzip'];
  for (const encoding of encodings) {
    const res = await request(site(PAGE), { headers: { 'accept-encoding': encoding } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], encoding);
    const html = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.body).toString();
    assert.match(html, /<html lang="fr"/);
  }
});

test('the build files are cached a year; pages come from the micro-cache (X-Cache-Status)', async () => {
  const html = text(await request(site(PAGE)));
  const script = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
  assert.ok(script, 'the page loads a script of the build');
  await request(site(script));
  const asset = await request(site(script));
  assert.equal(asset.status, 200);
  assert.match(asset.headers['cache-control'], /max-age=31536000/);
  assert.match(asset.headers['cache-control'], /immutable/);
  assert.equal(asset.headers['x-cache-status'], 'HIT');

  await request(site(PAGE));
  const page = await request(site(PAGE));
  assert.equal(page.status, 200);
  assert.match(page.headers['x-cache-status'], /^(HIT|UPDATING|STALE)$/);
  // The admin is never cached.
  const login = await request(admin('/admin/login'));
  assert.equal(login.headers['x-cache-status'], undefined);
});

test('a body over the limit is refused with a readable 413', async () => {
  const form = await request(site('/wp-json/api/fr/forms/contact'), {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', origin: site('') },
    body: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  assert.equal(form.status, 413);
  assert.deepEqual(JSON.parse(text(form)), { errors: { body: 'Payload too large' } });
  const upload = await request(admin('/api/media'), {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `JWT ${token}` },
    body: Buffer.alloc(12 * 1024 * 1024, 1),
  });
  assert.equal(upload.status, 413);
  assert.match(JSON.parse(text(upload)).errors[0].message, /too large/);
});

test('an edit through CMS instance A shows through both site instances and nginx', async (t) => {
  // Every observer has rendered the page before: each holds a cached copy to drop.
  for (const url of [instance(0, PAGE), instance(1, PAGE)])
    await request(url, { headers: { host: 'fr.localhost' } });
  await request(site(PAGE));
  const seen = await editAndWatch({
    'site A': instance(0, PAGE),
    'site B': instance(1, PAGE),
    nginx: site(PAGE),
  });
  t.diagnostic(`edit visible after (ms): ${JSON.stringify(seen)}`);
  for (const [observer, ms] of Object.entries(seen)) assert.notEqual(ms, null, `${observer} shows the edit`);
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Every object s3rver holds in the bucket (its folder: `<key>._S3rver_object`). */
function s3Objects() {
  const root = join(cluster.s3.directory, cluster.s3.bucket);
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('._S3rver_object')) found.push(path.slice(root.length + 1));
    }
  };
  try {
    walk(root);
  } catch {
    // no bucket folder yet
  }
  return found;
}

test('a media upload through the admin lands in the S3 bucket', async () => {
  const before = s3Objects().length;
  const { body, type } = multipart(
    [['_payload', JSON.stringify({ alt: 'Un pixel' })]],
    [{ name: 'file', filename: `pixel-${Date.now()}.png`, type: 'image/png', data: PNG }],
  );
  const res = await request(admin('/api/media?locale=fr'), {
    method: 'POST',
    headers: { 'content-type': type, authorization: `JWT ${token}` },
    body,
  });
  assert.equal(res.status, 201, text(res));
  assert.ok(s3Objects().length > before, 'an object was added to the bucket');
});

test('a CV sent through nginx is stored in S3 and downloaded only by a role that may read it', async () => {
  const email = `cluster-${Date.now()}@example.com`;
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\nxref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n',
  );
  const before = s3Objects().length;
  const { body, type } = multipart(
    [
      ['lastname', 'Lovelace'],
      ['firstname', 'Ada'],
      ['email', email],
      ['mobility', 'everywhere'],
      ['confidentiality', '/politique-de-confidentialite'],
      ['youare', 'candidate'],
      ['offer', 'ingenieure-ingenieur-data-paris'],
      ['_started', String(Date.now() - 10_000)],
    ],
    [{ name: 'cv', filename: 'cv.pdf', type: 'application/pdf', data: pdf }],
  );
  const sent = await request(site('/wp-json/api/fr/forms/application'), {
    method: 'POST',
    headers: { 'content-type': type, origin: site('') },
    body,
  });
  assert.equal(sent.status, 200, text(sent));
  const auth = { authorization: `JWT ${token}` };
  const candidates = JSON.parse(
    text(
      await request(admin(`/api/candidates?where[email][equals]=${encodeURIComponent(email)}&depth=0`), {
        headers: auth,
      }),
    ),
  );
  const applications = JSON.parse(
    text(
      await request(admin(`/api/applications?where[candidate][equals]=${candidates.docs[0].id}&depth=1`), {
        headers: auth,
      }),
    ),
  );
  const file = applications.docs[0].files[0];
  const url = admin(`/api/submission-files/file/${encodeURIComponent(file.filename)}`);

  // An editor may sign in to the admin but not read CVs; nobody signed in reads nothing.
  const editor = {
    email: `editor-${Date.now()}@dav.localhost`,
    password: `editor-${randomBytes(9).toString('hex')}`,
  };
  const created = await request(admin('/api/users'), {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ...editor, name: 'Editor', roles: ['editor'] }),
  });
  assert.equal(created.status, 201, text(created));
  const editorToken = await login(editor.email, editor.password);
  assert.equal((await request(url)).status, 403);
  assert.equal((await request(url, { headers: { authorization: `JWT ${editorToken}` } })).status, 403);
  const download = await request(url, { headers: auth });
  assert.equal(download.status, 200);
  assert.ok(download.body.equals(pdf), 'the admin downloads the CV as sent');
  assert.ok(s3Objects().length > before, 'the CV is an object of the bucket');
});

test('every page template and the admin grade A+ through nginx, in Chromium with no CSP violation', async (t) => {
  const {
    pages,
    admin: adminGrade,
    browser,
    adminBrowser,
  } = await gradeTemplates({
    httpPort: PORTS.http,
    httpsPort: PORTS.https,
    caFile: cluster.caFile,
    cmsUrl: cmsA(''),
    adminHost: cluster.adminHost,
    staff: ADMIN,
    log: (line) => t.diagnostic(line),
  });
  const below = [...pages, adminGrade]
    .filter((g) => !(g.score >= A_PLUS))
    .map((g) => `${g.name}: ${g.score ?? g.error}`);
  assert.deepEqual(below, [], 'every template and the admin graded A+ (>= 100)');
  const broken = browser
    .filter((b) => b.violations.length > 0 || !b.hydrated || b.error)
    .map((b) => `${b.name}: hydrated=${b.hydrated} ${b.violations.join(' | ')} ${b.error ?? ''}`.trim());
  assert.deepEqual(broken, [], 'every page hydrates with no Content-Security-Policy violation');
  assert.equal(browser.length, pages.length, 'every template visited in Chromium');
  assert.equal(adminBrowser.error, null, `the admin in Chromium: ${adminBrowser.steps.join(', ')}`);
  assert.deepEqual(adminBrowser.violations, [], 'the admin raises no Content-Security-Policy violation');
});

test('one site instance killed: a stream of page requests through nginx sees no failed request', async (t) => {
  // Each request a query nobody asked before, so each reaches an instance (no micro-cache).
  const paths = [PAGE, '/', '/nos-offres', '/blog'];
  for (const path of paths) await request(site(path));

  // Stopped as an orchestrator stops it (SIGTERM): it finishes what it serves, nginx sends the
  // rest to the other instance. Not one request fails.
  let stream = load(paths, 6000, { bust: true });
  await sleep(2000);
  await cluster.web[0].stop('SIGTERM');
  let run = await stream;
  t.diagnostic(`${run.total} requests while site instance A was stopped: ${JSON.stringify(run.statuses)}`);
  assert.deepEqual(
    run.failures.map((f) => f.what),
    [],
  );
  await cluster.web[0].start();

  // Killed outright (SIGKILL, a crash): a page it had begun to send is cut, nginx cannot take it
  // back. Every request that was not in its hands at that instant is served.
  stream = load(paths, 6000, { bust: true });
  await sleep(2000);
  const killed = Date.now();
  await cluster.web[1].stop('SIGKILL');
  run = await stream;
  const inFlight = run.failures.filter((f) => f.started <= killed);
  t.diagnostic(
    `${run.total} requests while site instance B was killed: ${JSON.stringify(run.statuses)}, ${inFlight.length} cut in flight`,
  );
  assert.deepEqual(
    run.failures.filter((f) => f.started > killed).map((f) => f.what),
    [],
  );
  await cluster.web[1].start();
});

test(`Redis stopped for ${REDIS_OUTAGE_MS / 1000} s: pages still served, then the shared cache used again`, async (t) => {
  await redis.stop();
  const during = await load([PAGE, '/', '/nos-offres'], REDIS_OUTAGE_MS, { bust: true, workers: 3 });
  t.diagnostic(`${during.total} requests while Redis was down: ${JSON.stringify(during.statuses)}`);
  assert.deepEqual(
    during.failures.map((f) => f.what),
    [],
  );
  await redis.start();
  // Back, empty (it keeps nothing on disk). The instances have copies of what they serve, so
  // nothing is written until something is rendered again: an edit, seen by both instances, is
  // rendered and stored in Redis again, where the other instance reads it.
  const seen = await editAndWatch({ 'site A': instance(0, PAGE), 'site B': instance(1, PAGE) });
  t.diagnostic(`edit after Redis came back, visible after (ms): ${JSON.stringify(seen)}`);
  for (const [observer, ms] of Object.entries(seen)) assert.notEqual(ms, null, `${observer} shows the edit`);
  let stored = [];
  for (let deadline = Date.now() + 10_000; stored.length === 0 && Date.now() < deadline; await sleep(250))
    stored = await redisKeys(`dav:web:*:isr:*${PAGE}*`);
  t.diagnostic(`the page's entries in Redis again: ${stored.join(', ')}`);
  assert.ok(stored.length > 0, 'the site instances store their renders in Redis again');
});

test(`both CMS instances stopped for ${CMS_OUTAGE_MS / 1000} s under load: no non-2xx on cached pages`, async (t) => {
  const paths = [PAGE, '/', '/nos-offres', '/blog', '/contactez-nous'];
  for (const path of paths) {
    await request(site(path));
    for (const w of [0, 1]) await request(instance(w, path), { headers: { host: 'fr.localhost' } });
  }
  await Promise.all(cluster.cms.map((s) => s.stop()));
  let run;
  try {
    run = await load(paths, CMS_OUTAGE_MS, { workers: 8 });
  } finally {
    // Both back for what follows (the soak starts with both running).
    await Promise.all(cluster.cms.map((s) => s.start()));
  }
  const { statuses, failures, total } = run;
  t.diagnostic(`${total} requests while the CMS was down: ${JSON.stringify(statuses)}`);
  assert.deepEqual(
    failures.map((f) => f.what),
    [],
  );
});

test(`the soak: ${SOAK.count} contact forms at ${SOAK.rate}/s through nginx, a CMS instance killed, SMTP down ${SOAK.smtpOutageMs / 1000} s`, async (t) => {
  for (const instance of cluster.cms) if (!instance.running) await instance.start();
  const report = await runSoak({
    request,
    site: (path) => site(path),
    admin,
    token,
    cms: cluster.cms,
    smtp,
    ...SOAK,
    log: (line) => t.diagnostic(line),
  });
  const { stored, mails, timeline } = report;
  // What the killed instance was answering at that instant: begun before it died (and nginx
  // could have chosen it a moment after, on a connection not yet seen closed), ended after.
  const inFlightAtKill = report.submissions.filter(
    (s) => s.attempts[0].started <= report.killedAt + 1000 && s.attempts[0].ended >= report.killedAt,
  ).length;
  const outsideKill = report.firstFailures.filter(
    (f) => !(f.started <= report.killedAt + 1000 && f.ended >= report.killedAt),
  );
  t.diagnostic(
    `accepted ${report.accepted}/${report.submissions.length}, retried ${report.retried}; ` +
      `first attempts failed (5xx or no answer) ${report.firstFailures.length} of ${inFlightAtKill} in flight at the kill, ` +
      `retries failed ${report.laterFailures.length}; answers ${JSON.stringify(report.statuses)}`,
  );
  t.diagnostic(
    `stored: ${stored.delta} new contact requests, ${stored.documents} documents by key; ` +
      `mails ${mails.distinct}/${mails.expected} (${report.mailsPerSubmission} per submission), ${mails.duplicates} duplicates, ` +
      `${mails.beforeSmtpBack} before the SMTP outage; after it returned, the first in ${(mails.firstAfterSmtpBackMs / 1000).toFixed(1)} s, ` +
      `the last in ${(mails.lastAfterSmtpBackMs / 1000).toFixed(1)} s (${mails.perSecondAfterSmtpBack} a second)`,
  );
  t.diagnostic(`timeline (ms from the first post): ${JSON.stringify(timeline)}`);
  t.diagnostic(`mails received in each 5 s after SMTP returned: ${mails.afterSmtpBackBy5s.join(', ')}`);
  for (const f of [...report.firstFailures, ...report.laterFailures])
    t.diagnostic(
      `failed try of #${f.i}: ${f.status} ${f.error ?? ''} at ${f.started - report.t0} → ${f.ended - report.t0} ms`,
    );

  // Every submission ended accepted, after retries with its key.
  assert.deepEqual(
    report.notAccepted.map((s) => `#${s.i}: ${s.attempts.map((a) => a.status).join(', ')}`),
    [],
  );
  // 5xx (or no answer) only for what the killed instance had in hand.
  assert.deepEqual(
    outsideKill.map((f) => `#${f.i}: ${f.status} ${f.error ?? ''}`.trim()),
    [],
    'no first attempt failed but those in flight at the kill',
  );
  assert.ok(report.firstFailures.length <= inFlightAtKill);
  // Every accepted key stored exactly once.
  assert.deepEqual(
    stored.rowsPerKey.filter((n) => n !== 1),
    [],
    'one submission-keys row per accepted key',
  );
  assert.equal(stored.delta, report.accepted, 'one contact request per accepted key');
  assert.equal(stored.documents, report.accepted, 'each key names its own contact request');
  // Every mail delivered, once, the ones held back after the SMTP server returned.
  assert.equal(mails.withoutMessageId, 0);
  assert.equal(mails.distinct, mails.expected, 'every mail delivered');
  assert.equal(mails.duplicates, 0, 'no mail delivered twice');
});

// The bench's production path (issue 21): a cached page through nginx (deploy/nginx, two site
// instances behind it) against the same nginx serving the same HTML as a static file, in the
// same run and with the same TLS and compression; then how long an edit made through a CMS
// instance takes to show through nginx. Targets: ratio >= 0.9, p99 <= 10 ms, edit <= 1000 ms.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from './cluster.mjs';
import { dropDatabase } from './cluster-database.mjs';
import { clusterPorts } from './cluster-ports.mjs';
import { freePort } from './net.mjs';
import { nginxAvailable } from './nginx-install.mjs';
import { redisServer, redisServerAvailable } from './redis-server.mjs';
import { inheritedEnv, scriptEnv } from '../config/env.mjs';

export const PRODUCTION_TARGETS = { ratioMin: 0.9, p99MaxMs: 10, editVisibleMaxMs: 1000 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A request with the URL's host as Host and SNI, trusting the cluster's CA; `{ status, body }`. */
function request(url, { ca, method = 'GET', headers = {}, body } = {}) {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method,
        headers: { host: u.host, ...headers },
        servername: u.hostname,
        ca,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function load({ port, path, servername, seconds, connections }) {
  const result = await autocannon({
    url: `https://127.0.0.1:${port}${path}`,
    servername,
    headers: { host: `${servername}:${port}` },
    connections,
    duration: seconds,
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Starts a cluster of its own (temporary database, its own redis-server when installed), measures,
 * stops it. Resolves the `productionPath` entry of bench/results/latest.json, or null when nginx
 * is not installed. `page`: the French path benched (a CMS page); `seconds`, `connections`: as
 * the bench's other throughput run.
 */
export async function productionPath({ page = '/qui-sommes-nous', seconds = 10, connections = 50 } = {}) {
  if (!nginxAvailable()) {
    console.log('production path skipped: nginx is not installed (apt-get install nginx)');
    return null;
  }
  const stateDir = mkdtempSync(join(tmpdir(), 'dav-bench-cluster-'));
  const staticRoot = mkdtempSync(join(tmpdir(), 'dav-bench-static-'));
  const env = scriptEnv();
  const database = new URL(env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  database.pathname = `/dav_bench_cluster_${randomBytes(4).toString('hex')}`;
  const databaseUrl = database.toString();
  const redis = redisServerAvailable() ? redisServer(await freePort()) : null;
  const admin = { email: 'bench-admin@dav.localhost', password: `bench-${randomBytes(9).toString('hex')}` };
  let cluster = null;
  try {
    await redis?.start();
    cluster = await startCluster({
      stateDir,
      ports: clusterPorts(),
      databaseUrl,
      redisUrl: redis?.url ?? env.REDIS_URL,
      quiet: true,
      staticRoot,
      env: inheritedEnv({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
    });
    const ca = readFileSync(cluster.caFile);
    const port = cluster.ports.https;
    const siteUrl = `https://fr.localhost:${port}${page}`;
    // Warm both instances and nginx, then keep the HTML nginx serves as the static baseline.
    for (let i = 0; i < 4; i++) await request(siteUrl, { ca });
    const html = await request(siteUrl, { ca });
    if (html.status !== 200) throw new Error(`${siteUrl} answered ${html.status}`);
    writeFileSync(join(staticRoot, 'index.html'), html.body, { mode: 0o644 });
    // nginx's workers (`nobody` when started as root) read it.
    chmodSync(staticRoot, 0o755);
    const baseline = await request(`https://static.localhost:${port}/`, { ca });
    if (baseline.status !== 200 || baseline.body !== html.body)
      throw new Error(`the static baseline answered ${baseline.status}, not the page's HTML`);

    // Two rounds each, interleaved, so that neither side gets the machine's quieter moment.
    const rounds = { cluster: [], static: [] };
    for (let i = 0; i < 2; i++) {
      rounds.cluster.push(
        await load({ port, path: page, servername: 'fr.localhost', seconds: seconds / 2, connections }),
      );
      rounds.static.push(
        await load({ port, path: '/', servername: 'static.localhost', seconds: seconds / 2, connections }),
      );
    }
    const merge = (runs) => ({
      rps: Math.round(runs.reduce((sum, r) => sum + r.rps, 0) / runs.length),
      p99: Math.max(...runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    });
    const clusterLoad = merge(rounds.cluster);
    const staticLoad = merge(rounds.static);

    // An edit through CMS instance A, polled through nginx: the median of three.
    const cmsA = `http://127.0.0.1:${cluster.ports.cms[0]}`;
    const login = await fetch(`${cmsA}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = await login.json();
    const auth = { authorization: `JWT ${token}` };
    const found = await (
      await fetch(`${cmsA}/api/pages?where[slug][equals]=${page.slice(1)}&locale=fr&depth=0`, {
        headers: auth,
      })
    ).json();
    const id = found.docs[0].id;
    const edits = [];
    for (let i = 0; i < 3; i++) {
      const title = `Bench ${randomBytes(4).toString('hex')}`;
      const res = await fetch(`${cmsA}/api/pages/${id}?locale=fr`, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title }),
      });
      if (!res.ok) throw new Error(`the bench's edit answered ${res.status}`);
      const edited = Date.now();
      let visible = null;
      while (visible === null && Date.now() - edited < 15_000) {
        if ((await request(siteUrl, { ca })).body.includes(title)) visible = Date.now() - edited;
        else await sleep(20);
      }
      edits.push(visible);
      await sleep(1500);
    }
    const seen = edits.filter((ms) => ms !== null).sort((a, b) => a - b);
    return {
      page: siteUrl,
      ratio: Number((clusterLoad.rps / staticLoad.rps).toFixed(2)),
      p99Ms: clusterLoad.p99,
      staticRps: staticLoad.rps,
      clusterRps: clusterLoad.rps,
      staticP99Ms: staticLoad.p99,
      errors: clusterLoad.errors,
      staticErrors: staticLoad.errors,
      // null when an edit did not show within 15 s.
      editVisibleMs: seen.length === edits.length ? seen[1] : null,
      edits,
    };
  } finally {
    await cluster?.stop();
    await redis?.stop();
    await dropDatabase(databaseUrl).catch(() => {});
    rmSync(stateDir, { recursive: true, force: true });
    rmSync(staticRoot, { recursive: true, force: true });
  }
}

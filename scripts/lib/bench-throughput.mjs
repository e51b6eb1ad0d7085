// The bench's throughput run (scripts/bench.mjs): a cached page of the site against a static file
// server (sirv) serving the same HTML, each under 50 connections for LOAD_SECONDS (autocannon).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sirv from 'sirv';
import { LOAD_SECONDS } from './bench-settings.mjs';
import { apps } from './stack.mjs';

const WEB = apps.web.port;

/** `url` under load: requests a second, p99 latency, errors and non-2xx answers. */
async function load(url, headers) {
  const result = await autocannon({ url, headers, connections: 50, duration: LOAD_SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The page through the site and its HTML through the static server: both loads and their ratio. */
export async function throughput(page) {
  const path = new URL(page.url).pathname;
  const host = new URL(page.url).host;
  const html = await (await fetch(`http://127.0.0.1:${WEB}${path}`, { headers: { host } })).text();
  const dir = mkdtempSync(join(tmpdir(), 'dav-bench-'));
  writeFileSync(join(dir, 'index.html'), html);
  const server = createServer(sirv(dir, { etag: true }));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    const site = await load(`http://127.0.0.1:${WEB}${path}`, { host });
    const baseline = await load(`http://127.0.0.1:${server.address().port}/`, {});
    return { page: page.url, site, static: baseline, ratio: Number((site.rps / baseline.rps).toFixed(2)) };
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

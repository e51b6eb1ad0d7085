// deploy/nginx/snippets/*-csp-nonce.conf on a real nginx (docs/architecture.md#headers-and-the-nonce):
// in front of a stand-in for the site that answers as it does with CSP_NONCE_PLACEHOLDER=1 (the
// placeholder in its policy, inline and external scripts, gzip when asked), through a micro-cache.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './net.mjs';
import { scriptEnv } from '../config/env.mjs';

const SNIPPETS = fileURLToPath(new URL('../../deploy/nginx/snippets', import.meta.url));
const PLACEHOLDER = 'DAV.CSP.NONCE';
const POLICY = `default-src 'self'; script-src 'self' 'nonce-${PLACEHOLDER}'; object-src 'none'`;
const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>self.__next_f=self.__next_f||[]</script></head><body><p>&lt;script&gt; is text</p>',
  '<script type="application/ld+json">{"a":"\\u003cscript"}</script>',
  '<SCRIPT>self.__next_f.push([1,"x"])</SCRIPT></body></html>',
].join('');

let upstream;
let nginx;
let dir;
let port;
let hits = 0;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    hits += 1;
    const rsc = req.url.startsWith('/rsc');
    const body = rsc ? '0:["<script>not html</script>"]' : PAGE;
    const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': rsc ? 'text/x-component' : 'text/html; charset=utf-8',
      'content-security-policy': POLICY,
      'cache-control': 's-maxage=60',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? gzipSync(body) : body);
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  port = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'dav-csp-nonce-'));
  // nginx's workers (another user when run as root) write its cache and temporary files here.
  chmodSync(dir, 0o755);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=html:1m;
  include ${SNIPPETS}/http-*.conf;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstream.address().port};
      proxy_cache html;
      proxy_cache_valid 200 60s;
      add_header X-Cache $upstream_cache_status always;
      include ${SNIPPETS}/html-*.conf;
    }
  }
}
`,
  );
  const check = spawnSync('nginx', ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  nginx = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.destroy() || true));
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
});

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await new Promise((resolve) => (nginx?.exitCode === null ? nginx.once('exit', resolve) : resolve()));
  upstream?.close();
  if (dir && !scriptEnv().KEEP_NGINX_DIR) rmSync(dir, { recursive: true, force: true });
});

async function get(path) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  const body = await res.text();
  const policy = res.headers.get('content-security-policy');
  const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  return { body, policy, nonce, cache: res.headers.get('x-cache') };
}

describe("nginx's nonce on the site's pages", () => {
  it('replaces the placeholder with a fresh nonce, and puts that nonce on every script tag', async () => {
    const page = await get('/page');
    expect(page.policy).not.toContain(PLACEHOLDER);
    expect(page.policy).toBe(POLICY.replace(PLACEHOLDER, page.nonce));
    expect(page.nonce).toMatch(/^[0-9a-f]{32}$/);
    const tags = page.body.match(/<script[^>]*>/gi);
    expect(tags).toHaveLength(4);
    for (const tag of tags) expect(tag).toContain(` nonce="${page.nonce}"`);
    // Text that only looks like a tag is left as it is.
    expect(page.body).toContain('<p>&lt;script&gt; is text</p>');
    expect(page.body).toContain('"\\u003cscript"');
  });

  it('gives each response out of the cache a nonce of its own, the same in header and body', async () => {
    await get('/cached');
    const before = hits;
    const seen = new Set();
    for (let i = 0; i < 3; i++) {
      const page = await get('/cached');
      expect(page.cache).toBe('HIT');
      expect(page.body.match(/nonce="([0-9a-f]{32})"/)[1]).toBe(page.nonce);
      seen.add(page.nonce);
    }
    expect(hits).toBe(before);
    expect(seen.size).toBe(3);
  });

  it("leaves what is not HTML alone (the RSC answers of Next's client-side navigation)", async () => {
    const rsc = await get('/rsc');
    expect(rsc.body).toBe('0:["<script>not html</script>"]');
  });
});

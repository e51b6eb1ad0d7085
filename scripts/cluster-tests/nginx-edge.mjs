// The production-path suite (scripts/test-cluster.mjs), nginx at the edge: HTTP redirected to
// HTTPS with HSTS, brotli and gzip, the build files cached a year and pages micro-cached, and a
// readable 413 over the body limits.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brotliModule } from '../lib/nginx-install.mjs';
import { request, text } from './support/client.mjs';
import { admin, PAGE, PORTS, site } from './support/settings.mjs';
import { scriptEnv } from '../config/env.mjs';

/** Registers the edge's tests; `stack` is the suite's (support/setup.mjs), filled by then. */
export function nginxEdgeTests(stack) {
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
    if (scriptEnv().CI) assert.ok(brotliModule(), 'the brotli module is installed');
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
      headers: { 'content-type': 'application/octet-stream', authorization: `JWT ${stack.token}` },
      body: Buffer.alloc(12 * 1024 * 1024, 1),
    });
    assert.equal(upload.status, 413);
    assert.match(JSON.parse(text(upload)).errors[0].message, /too large/);
  });
}

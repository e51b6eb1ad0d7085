// The production-path suite (scripts/test-cluster.mjs), resilience under a stream of requests
// through nginx: a site instance stopped then killed, Redis stopped (then the shared cache used
// again), both CMS instances stopped with every cached page still served.
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { request } from './support/client.mjs';
import { editAndWatch } from './support/edit-watch.mjs';
import {
  CMS_OUTAGE_MS,
  instance,
  PAGE,
  REDIS_OUTAGE_MS,
  REDIS_PORT,
  site,
  sleep,
} from './support/settings.mjs';

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

/** Registers the outages' tests; `stack` is the suite's (support/setup.mjs), filled by then. */
export function resilienceTests(stack) {
  test('one site instance killed: a stream of page requests through nginx sees no failed request', async (t) => {
    // Each request a query nobody asked before, so each reaches an instance (no micro-cache).
    const paths = [PAGE, '/', '/nos-offres', '/blog'];
    for (const path of paths) await request(site(path));

    // Stopped as an orchestrator stops it (SIGTERM): it finishes what it serves, nginx sends the
    // rest to the other instance. Not one request fails.
    let stream = load(paths, 6000, { bust: true });
    await sleep(2000);
    await stack.cluster.web[0].stop('SIGTERM');
    let run = await stream;
    t.diagnostic(`${run.total} requests while site instance A was stopped: ${JSON.stringify(run.statuses)}`);
    assert.deepEqual(
      run.failures.map((f) => f.what),
      [],
    );
    await stack.cluster.web[0].start();

    // Killed outright (SIGKILL, a crash): a page it had begun to send is cut, nginx cannot take it
    // back. Every request that was not in its hands at that instant is served.
    stream = load(paths, 6000, { bust: true });
    await sleep(2000);
    const killed = Date.now();
    await stack.cluster.web[1].stop('SIGKILL');
    run = await stream;
    const inFlight = run.failures.filter((f) => f.started <= killed);
    t.diagnostic(
      `${run.total} requests while site instance B was killed: ${JSON.stringify(run.statuses)}, ${inFlight.length} cut in flight`,
    );
    assert.deepEqual(
      run.failures.filter((f) => f.started > killed).map((f) => f.what),
      [],
    );
    await stack.cluster.web[1].start();
  });

  test(`Redis stopped for ${REDIS_OUTAGE_MS / 1000} s: pages still served, then the shared cache used again`, async (t) => {
    await stack.redis.stop();
    const during = await load([PAGE, '/', '/nos-offres'], REDIS_OUTAGE_MS, { bust: true, workers: 3 });
    t.diagnostic(`${during.total} requests while Redis was down: ${JSON.stringify(during.statuses)}`);
    assert.deepEqual(
      during.failures.map((f) => f.what),
      [],
    );
    await stack.redis.start();
    // Back, empty (it keeps nothing on disk). The instances have copies of what they serve, so
    // nothing is written until something is rendered again: an edit, seen by both instances, is
    // rendered and stored in Redis again, where the other instance reads it.
    const seen = await editAndWatch(stack.token, {
      'site A': instance(0, PAGE),
      'site B': instance(1, PAGE),
    });
    t.diagnostic(`edit after Redis came back, visible after (ms): ${JSON.stringify(seen)}`);
    for (const [observer, ms] of Object.entries(seen))
      assert.notEqual(ms, null, `${observer} shows the edit`);
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
    await Promise.all(stack.cluster.cms.map((s) => s.stop()));
    let run;
    try {
      run = await load(paths, CMS_OUTAGE_MS, { workers: 8 });
    } finally {
      // Both back for what follows (the soak starts with both running).
      await Promise.all(stack.cluster.cms.map((s) => s.start()));
    }
    const { statuses, failures, total } = run;
    t.diagnostic(`${total} requests while the CMS was down: ${JSON.stringify(statuses)}`);
    assert.deepEqual(
      failures.map((f) => f.what),
      [],
    );
  });
}

// The stack the end-to-end tests run against: production builds, a fresh temporary SQLite
// database seeded with the demo content, and the same ports as `npm start`.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { startStack } from './lib/stack.mjs';
import { inheritedEnv, scriptEnv } from './config/env.mjs';

const env = scriptEnv();

const dataDir = mkdtempSync(join(tmpdir(), 'dav-e2e-'));
const stack = await startStack({
  env: inheritedEnv({
    DATABASE_URL: '',
    SQLITE_PATH: join(dataDir, 'cms.db'),
    MEDIA_DIR: join(dataDir, 'media'),
    ADMIN_EMAIL: 'e2e-admin@dav.localhost',
    ADMIN_PASSWORD: 'e2e-admin-password',
    // Every test posts from 127.0.0.1: the real limit (5 a minute per address and form) would
    // make them wait on each other. Its own behaviour is covered by the CMS integration tests.
    SUBMIT_RATE_LIMIT: env.SUBMIT_RATE_LIMIT ?? '200',
    // The same for the assistant's answers (30 a minute per address).
    BOT_RATE_LIMIT: env.BOT_RATE_LIMIT ?? '200',
    // The time trap at 1 ms: a test sends as soon as it has filled a form, as no person could. Its
    // own behaviour (3 s by default) is covered by the CMS integration tests, and
    // anonymous-report.spec.ts still meets it, with a page clock running ahead.
    FORM_MIN_FILL_MS: env.FORM_MIN_FILL_MS ?? '1',
    // Known to the tests of the revalidate route (tests/e2e/revalidate.spec.ts).
    REVALIDATE_SECRET: env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret',
    // A browser carrying the `e2e-build` cookie gets the service worker of another build id: how
    // tests/e2e/offline.spec.ts deploys a "new build" without building the site twice.
    E2E_WORKER_BUILD_COOKIE: '1',
  }),
}).catch((err) => {
  console.error(err.message);
  process.exit(1);
});
console.log('e2e stack ready');
// `--build-only` (npm test's build stage): the production builds are made (the website's prerenders
// from this CMS, so it runs meanwhile), then everything stops; the end-to-end stage reuses them.
// It waits for both servers to exit, so their ports are free and the database closed before it goes.
if (process.argv.includes('--build-only')) {
  const exited = stack.children.map((child) => (child.exitCode === null ? once(child, 'exit') : null));
  stack.stop();
  await Promise.all(exited);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

// A control port for the resilience test, which stops the CMS to check that pages already
// served keep being served. Loopback only; exists only in this test stack.
const [cms] = stack.children;
const databaseUrl = `file:${join(dataDir, 'cms.db')}`;

/**
 * A page's title changed in the database itself: no CMS hook runs, so the website is not told.
 * What the website shows afterwards is then its cached copy (tests/e2e/editing.spec.ts).
 *
 * Each attempt opens its own connection and closes it. libsql leaves a statement that failed with
 * SQLITE_BUSY active on its connection (apps/cms/src/db/sqlite-connection.ts): retried on that same
 * connection, the UPDATE went through but its transaction could never commit, and this process
 * held the file's write lock for good: every CMS write failed with SQLITE_BUSY from then on.
 */
async function setTitleBehindTheCms(req, res) {
  let body = '';
  for await (const chunk of req) body += chunk;
  const { locale, slug, title } = JSON.parse(body);
  for (let attempt = 0; ; attempt++) {
    const database = createClient({ url: databaseUrl });
    try {
      const { rowsAffected } = await database.execute({
        sql: 'UPDATE pages_locales SET title = ? WHERE _locale = ? AND slug = ?',
        args: [title, locale, slug],
      });
      res.statusCode = rowsAffected === 1 ? 200 : 404;
      return res.end(String(rowsAffected));
    } catch (error) {
      // The CMS may hold the write lock for a moment.
      if (attempt >= 20 || !/SQLITE_BUSY|locked/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      try {
        database.close();
      } catch {
        // Its busy statement keeps it open: the garbage collector closes it with that statement.
      }
    }
  }
}

createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/db/page-title') {
    setTitleBehindTheCms(req, res).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
    return;
  }
  if (req.method === 'POST' && req.url === '/cms/stop') {
    if (cms.exitCode !== null) return res.end('stopped');
    cms.once('exit', () => res.end('stopped'));
    cms.kill('SIGTERM');
    return;
  }
  res.statusCode = 404;
  res.end();
}).listen(env.E2E_CONTROL_PORT, '127.0.0.1');

const shutdown = () => {
  stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

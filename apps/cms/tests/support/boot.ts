import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';
import { startSeeded } from './seeded-template';
import { startWebStub } from './web-stub';

export type Env = Record<string, string | undefined>;

/**
 * Boots the CMS the way a server does (config → getPayload → migrate → seed → mail runner)
 * against the database `env` names, with uploads in a temporary folder and a stub of apps/web.
 * The mail queue is looked at every 100 ms and retried after 50 ms, doubling, so the mail tests
 * wait for a retry in a fraction of a second rather than the production 30 s; no SMTP_URL
 * unless a test sets one. Repeated failed logins are slowed by milliseconds, not seconds.
 * With `seededCopy`, the database and media start as a copy of the run's seeded ones when another
 * suite has seeded them already (seeded-template.ts).
 */
export async function bootCms(env: Env, options: { seededCopy?: boolean } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dav-cms-test-'));
  const web = await startWebStub();
  Object.assign(process.env, {
    MEDIA_DIR: path.join(tmp, 'media'),
    CMS_DATA_DIR: path.join(tmp, 'data'),
    WEB_URL: web.url,
    // The site's public port in links sent to visitors (the stub's port is not the site's).
    PUBLIC_PORT: '3000',
    REVALIDATE_SECRET: 'test-secret',
    // Each change told once: the suites count what the website is told (revalidate-again.test.ts
    // holds the second telling).
    REVALIDATE_AGAIN_MS: '0',
    ADMIN_EMAIL: 'admin@test.localhost',
    ADMIN_PASSWORD: 'test-password-1234',
    MAIL_QUEUE_INTERVAL_MS: '100',
    MAIL_RETRY_DELAY_MS: '50',
    // Failed logins slow down from 1 ms rather than 250 (the login-limits suite changes it).
    LOGIN_DELAY_MS: '1',
  });
  delete process.env.DOMAINS;
  delete process.env.SMTP_URL;
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }

  const seeded = options.seededCopy
    ? await startSeeded(process.env.DATABASE_URL, process.env.CMS_DATA_DIR!, process.env.MEDIA_DIR!)
    : undefined;
  const started = Date.now();
  const { getPayloadClient } = await import('@/routes/payload');
  const payload: Payload = await getPayloadClient();
  const bootMs = Date.now() - started;
  await seeded?.booted(payload);
  const { startMailRunner } = await import('@/mail/runner');
  const stopMailRunner = startMailRunner(payload);

  const routes = {
    global: (await import('@/app/wp-json/api/[locale]/global/route')).GET,
    page: (await import('@/app/wp-json/api/[locale]/page/[slug]/route')).GET,
    form: (await import('@/app/wp-json/api/[locale]/forms/[name]/route')).GET,
    formPost: (await import('@/app/wp-json/api/[locale]/forms/[name]/route')).POST,
    formPut: (await import('@/app/wp-json/api/[locale]/forms/[name]/route')).PUT,
    coworkingPost: (await import('@/app/wp-json/api/[locale]/form-coworking/route')).POST,
    coworkingGet: (await import('@/app/wp-json/api/[locale]/form-coworking/route')).GET,
    coworking: (await import('@/app/wp-json/api/[locale]/coworking/route')).GET,
    consent: (await import('@/app/wp-json/api/[locale]/consent/route')).GET,
    day: (await import('@/app/wp-json/api/[locale]/day-at-dav/route')).GET,
    offers: (await import('@/app/wp-json/api/[locale]/offers/route')).GET,
    offer: (await import('@/app/wp-json/api/[locale]/offers/[slug]/route')).GET,
    expertises: (await import('@/app/wp-json/api/[locale]/expertises/route')).GET,
    subsidiaries: (await import('@/app/wp-json/api/[locale]/subsidiaries/route')).GET,
    subsidiary: (await import('@/app/wp-json/api/[locale]/subsidiaries/[slug]/route')).GET,
    skillsTest: (await import('@/app/wp-json/api/appskills/route')).POST,
    skillsCandidate: (await import('@/app/wp-json/api/appskills-candidate/route')).POST,
    withdrawal: (await import('@/app/wp-json/api/[locale]/application-withdrawal/route')).POST,
    followUp: (await import('@/app/wp-json/api/[locale]/whistleblowing-follow-up/route')).POST,
    followUpReply: (await import('@/app/wp-json/api/[locale]/whistleblowing-follow-up/reply/route')).POST,
    posts: (await import('@/app/wp-json/api/[locale]/posts/route')).GET,
    post: (await import('@/app/wp-json/api/[locale]/posts/[slug]/route')).GET,
    categories: (await import('@/app/wp-json/api/[locale]/categories/route')).GET,
    sitemap: (await import('@/app/wp-json/api/[locale]/sitemap/route')).GET,
    openapi: (await import('@/app/wp-json/openapi.json/route')).GET,
    other: (await import('@/app/wp-json/[...path]/route')).GET,
  };
  const { seedOnInit } = await import('@/seed');

  return {
    payload,
    routes,
    seedOnInit,
    web,
    tmp,
    bootMs,
    /** When migrations and the seed were done: documents created before are the seed's. */
    seededAt: new Date(started + bootMs).toISOString(),
    async close() {
      const db = payload.db as unknown as {
        pool?: { end(): Promise<void>; on(event: 'error', listener: () => void): void };
        client?: { close(): void };
      };
      await stopMailRunner();
      await payload.destroy();
      // db-postgres keeps one pooled client checked out for good, so pool.end() never settles:
      // close the idle ones, and let DROP DATABASE … WITH (FORCE) end the last one quietly.
      db.pool?.on('error', () => {});
      void db.pool?.end();
      db.client?.close();
      await web.close();
      // The SQLite client finishes closing its files (the write-ahead log) after close() returns:
      // a file can appear or go while the folder is emptied (ENOTEMPTY, seen in CI), so the
      // removal tries again for up to a second.
      fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    },
  };
}

export type Cms = Awaited<ReturnType<typeof bootCms>>;

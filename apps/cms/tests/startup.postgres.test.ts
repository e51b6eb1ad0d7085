import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BasePayload, type Payload } from 'payload';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LOCK_KEYS } from '@/db/advisory-lock';
import { migrations } from '@/migrations/postgres';
import { describeOnPostgres } from './support/on-postgres';
import { startWebStub } from './support/web-stub';

/** Ends an instance's connections (db-postgres keeps one pooled client checked out: see boot.ts). */
async function close(payload: Payload) {
  const db = payload.db as unknown as {
    pool?: { end(): Promise<void>; on(e: 'error', l: () => void): void };
  };
  await payload.destroy();
  db.pool?.on('error', () => {});
  void db.pool?.end();
}

/**
 * docs/architecture.md#database: several CMS instances share one PostgreSQL database. Started at
 * the same instant on an empty one, they must migrate it and seed it once: without the startup
 * lock the second fails creating a table the first just made, or both seed the demo content.
 */
await describeOnPostgres('startup', (name, env, cleanup) => {
  describe(name, () => {
    const started: Payload[] = [];
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dav-cms-startup-'));
    afterAll(async () => {
      await Promise.all(started.map(close));
      await cleanup();
      fs.rmSync(tmp, { recursive: true, force: true });
    });

    it('two instances started at once on one empty database migrate it and seed it once', async () => {
      const web = await startWebStub();
      Object.assign(process.env, await env(), {
        MEDIA_DIR: path.join(tmp, 'media'),
        CMS_DATA_DIR: path.join(tmp, 'data'),
        WEB_URL: web.url,
        REVALIDATE_SECRET: 'test-secret',
        ADMIN_EMAIL: 'admin@test.localhost',
        ADMIN_PASSWORD: 'test-password-1234',
      });
      const { default: config } = await import('@payload-config');
      // Two Payload instances, each with its own pool: two servers as far as the database can tell.
      const instances = await Promise.all([
        new BasePayload().init({ config }),
        new BasePayload().init({ config }),
      ]);
      started.push(...instances);
      await web.close();
      const [a, b] = instances;

      const applied = await a!.find({ collection: 'payload-migrations', limit: 0, pagination: false });
      expect(applied.docs.map((m) => m.name).sort()).toEqual(migrations.map((m) => m.name).sort());
      // One admin, and each seeded page once in each instance's view.
      for (const payload of [a!, b!]) {
        expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1);
        const pages = await payload.find({ collection: 'pages', limit: 0, pagination: false, depth: 0 });
        const slugs = pages.docs.map((page) => page.slug);
        expect(slugs.length).toBeGreaterThan(0);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
    }, 240_000);

    it('erases expired data on one instance at a time: while another holds the night’s run, a run skips', async () => {
      const [, b] = started;
      // Another instance in the middle of its run, as far as the database can tell.
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      const logged = vi.spyOn(b!.logger, 'info');
      const runNight = async () => {
        await b!.jobs.queue({ task: 'erase-expired-candidate-data', queue: 'retention', input: {} });
        await b!.jobs.run({ queue: 'retention' });
      };
      const lines = () => logged.mock.calls.map(([line]) => String(line));
      try {
        await other.query('select pg_advisory_lock($1)', [LOCK_KEYS.retention]);
        await runNight();
        expect(lines().filter((line) => line.startsWith('[retention] another instance'))).toHaveLength(1);
        expect(lines().filter((line) => line.startsWith('[retention] erased'))).toHaveLength(0);
        await other.query('select pg_advisory_unlock($1)', [LOCK_KEYS.retention]);
        await runNight();
        expect(lines().filter((line) => line.startsWith('[retention] erased'))).toHaveLength(1);
      } finally {
        logged.mockRestore();
        await other.end();
      }
    });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BasePayload, type Payload } from 'payload';
import { afterAll, describe, expect, it } from 'vitest';
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
 * docs/architecture.md#data: several CMS instances share one PostgreSQL database. Started at
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
  });
});

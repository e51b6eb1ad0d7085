import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';

/**
 * A CMS of the bench's own (bench-search.ts, bench-bot.ts): production mode, a temporary SQLite
 * file or PostgreSQL database with the demo content (the server's seed), uploads in a temporary
 * folder, no site to revalidate. `env` adds settings of the bench. `close` ends it all.
 */
export async function openBenchCms(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<{ payload: Payload; close: () => Promise<void> }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dav-bench-cms-'));
  Object.assign(process.env, {
    NODE_ENV: 'production',
    CMS_DATA_DIR: path.join(tmp, 'data'),
    MEDIA_DIR: path.join(tmp, 'media'),
    SQLITE_PATH: path.join(tmp, 'cms.db'),
    WEB_URL: 'http://127.0.0.1:9',
    REVALIDATE_SECRET: 'bench',
    ADMIN_EMAIL: 'bench@dav.localhost',
    ADMIN_PASSWORD: 'bench-password-1234',
    ...env,
  });
  delete process.env.DOMAINS;

  let dropDatabase: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const { createTempDatabase } = await import('../../tests/support/postgres');
    const db = createTempDatabase();
    process.env.DATABASE_URL = await db.create();
    dropDatabase = () => db.drop();
  } else {
    delete process.env.DATABASE_URL;
  }

  const { getPayloadClient } = await import('../../src/routes/payload');
  const payload = await getPayloadClient();
  return {
    payload,
    async close() {
      // Dropping the database ends the pool's last connection: not an error here.
      (payload.db as unknown as { pool?: { on(event: 'error', listener: () => void): void } }).pool?.on(
        'error',
        () => {},
      );
      await payload.destroy();
      await dropDatabase?.().catch(() => {});
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

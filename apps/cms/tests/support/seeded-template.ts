import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Payload } from 'payload';
import { sql } from '@payloadcms/db-sqlite';
import { inject } from 'vitest';
import { admin } from './postgres';

/**
 * One migrated and seeded database per test run and kind (SQLite, PostgreSQL), copied for every
 * suite that boots the CMS on seeded content (boot.ts): the first suite to boot seeds as a server
 * does and leaves a copy (the SQLite file with its media folder, or a PostgreSQL template
 * database); the others start from a copy, so the server finds its migrations done and its content
 * in place, as on any later start. The seed itself is still tested by the first suite of each
 * kind and by the start-up tests, which never use a copy. Without pg_dump, PostgreSQL suites seed
 * each their own.
 */

const run = promisify(execFile);
// Under the suites' hook timeout (vitest.config.ts, 120 s) with a seed of their own after it.
const WAIT_MS = 60_000;

type Kind = 'sqlite' | 'postgres';

/** What the run's global setup (global-setup.ts) gives: a folder and a name for this run's copies. */
const runTemplates = (): { dir: string; pgName: string } | undefined => {
  try {
    return inject('seededTemplates');
  } catch {
    return undefined;
  }
};

const kindOf = (databaseUrl: string | undefined): Kind => (databaseUrl ? 'postgres' : 'sqlite');

const databaseName = (databaseUrl: string) => new URL(databaseUrl).pathname.slice(1);

async function waitFor(file: string, failed: string): Promise<boolean> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    if (fs.existsSync(file)) return true;
    if (fs.existsSync(failed)) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

export interface SeededStart {
  /** Called once the CMS has booted: the first suite of its kind leaves its copy for the others. */
  booted(payload: Payload): Promise<void>;
}

const nothing: SeededStart = { booted: async () => {} };

/**
 * Before the CMS boots on `databaseUrl` (PostgreSQL) or in `dataDir`/`mediaDir` (SQLite): puts a
 * copy of the run's seeded database in place when one exists (waiting while another suite makes
 * it), else makes this suite the one that leaves it.
 */
export async function startSeeded(
  databaseUrl: string | undefined,
  dataDir: string,
  mediaDir: string,
): Promise<SeededStart> {
  const templates = runTemplates();
  if (!templates) return nothing;
  const kind = kindOf(databaseUrl);
  const dir = path.join(templates.dir, kind);
  const ready = path.join(dir, 'ready');
  const failed = path.join(dir, 'failed');
  let maker = true;
  try {
    fs.mkdirSync(dir);
  } catch {
    maker = false;
  }

  if (!maker) {
    if (!(await waitFor(ready, failed))) return nothing;
    if (kind === 'sqlite') {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.copyFileSync(path.join(dir, 'cms.db'), path.join(dataDir, 'cms.db'));
    } else {
      const target = databaseName(databaseUrl!);
      await admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${target} TEMPLATE ${templates.pgName}`);
      });
    }
    if (fs.existsSync(path.join(dir, 'media')))
      fs.cpSync(path.join(dir, 'media'), mediaDir, { recursive: true });
    return nothing;
  }

  return {
    async booted(payload) {
      try {
        if (kind === 'sqlite') {
          const file = path.join(dir, 'cms.db').replaceAll("'", "''");
          const db = payload.db as unknown as { drizzle: { run(query: unknown): Promise<unknown> } };
          await db.drizzle.run(sql.raw(`VACUUM INTO '${file}'`));
        } else {
          await admin((client) => client.query(`CREATE DATABASE ${templates.pgName}`));
          const target = new URL(databaseUrl!);
          target.pathname = `/${templates.pgName}`;
          const dump = await run('pg_dump', ['--no-owner', '--dbname', databaseUrl!], {
            maxBuffer: 512 * 1024 * 1024,
          });
          await new Promise<void>((resolve, reject) => {
            const psql = execFile(
              'psql',
              ['-q', '-v', 'ON_ERROR_STOP=1', '--dbname', target.toString()],
              (error) => (error ? reject(error) : resolve()),
            );
            psql.stdin?.end(dump.stdout);
          });
        }
        if (fs.existsSync(mediaDir)) fs.cpSync(mediaDir, path.join(dir, 'media'), { recursive: true });
        fs.writeFileSync(ready, '');
      } catch (error) {
        console.warn(`[seeded-template] no ${kind} copy: the other suites seed their own`, error);
        fs.writeFileSync(failed, '');
      }
    },
  };
}

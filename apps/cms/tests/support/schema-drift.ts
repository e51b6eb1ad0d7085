import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPayload } from 'payload';

type DrizzleKit = {
  generateDrizzleJson(schema: unknown): Promise<unknown>;
  generateMigration(before: unknown, after: unknown): Promise<string[]>;
};

/**
 * The SQL a new migration would hold for `kind`: the config's schema against the latest
 * committed snapshot. Empty when the committed migrations match the config. No connection made.
 */
export async function pendingSchemaChanges(kind: 'sqlite' | 'postgres'): Promise<string[]> {
  if (kind === 'postgres') process.env.DATABASE_URL = 'postgres://unused@127.0.0.1:1/unused';
  else process.env.SQLITE_PATH = path.join(os.tmpdir(), `dav-cms-schema-${process.pid}.db`);
  const { default: config } = await import('@payload-config');
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true });
  const db = payload.db as unknown as {
    schema: unknown;
    requireDrizzleKit(): DrizzleKit;
    migrationDir: string;
  };
  const kit = db.requireDrizzleKit();
  const snapshots = fs
    .readdirSync(db.migrationDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const latest = snapshots.at(-1);
  if (!latest) throw new Error(`No migration snapshot in ${db.migrationDir}`);
  const before = JSON.parse(fs.readFileSync(path.join(db.migrationDir, latest), 'utf8')) as unknown;
  return kit.generateMigration(before, await kit.generateDrizzleJson(db.schema));
}

export const HOW_TO_MIGRATE = (kind: string) =>
  `The ${kind} schema differs from the committed migrations. Run: npm run migrate:create -w apps/cms -- ${kind} <name>`;

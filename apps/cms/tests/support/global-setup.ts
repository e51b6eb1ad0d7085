import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { admin } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's seeded copies (seeded-template.ts): their folder and PostgreSQL template's name. */
    seededTemplates: { dir: string; pgName: string };
  }
}

/** Gives the run a place for its seeded copies (seeded-template.ts), and removes them after. */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dav-seeded-'));
  const pgName = `dav_tpl_${crypto.randomBytes(5).toString('hex')}`;
  project.provide('seededTemplates', { dir, pgName });
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`)).catch(() => {
      // No PostgreSQL here: no template was made.
    });
  };
}

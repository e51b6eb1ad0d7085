// The production-path suite (scripts/test-cluster.mjs), its first start: two CMS instances
// starting at once on an empty database, of which exactly one seeds it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PAGE } from './support/settings.mjs';

/** Registers the first start's test; `stack` is the suite's (support/setup.mjs), filled by then. */
export function seedTests(stack) {
  test('two CMS instances starting at once on an empty database seed it once', async () => {
    const logs = ['a', 'b'].map((i) => readFileSync(join(stack.stateDir, 'logs', `cms-${i}.log`), 'utf8'));
    const seeded = logs.filter((log) => /\[seed\] Demo content and admin created/.test(log));
    assert.equal(seeded.length, 1, 'exactly one instance seeded');
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      const users = await client.query('SELECT count(*)::int AS n FROM users');
      assert.equal(users.rows[0].n, 1, 'one admin account');
      const pages = await client.query(`SELECT count(*)::int AS n FROM pages_locales WHERE slug = $1`, [
        PAGE.slice(1),
      ]);
      assert.equal(pages.rows[0].n, 1, 'each seeded page once');
    } finally {
      await client.end();
    }
  });
}

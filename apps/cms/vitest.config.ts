import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'src/payload.config.ts'),
      '@/': `${path.join(root, 'src')}/`,
    },
  },
  test: {
    root,
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // One seeded database per run and kind, copied for each suite (tests/support/seeded-template.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    // One process per database: Payload caches its instance on the global object.
    pool: 'forks',
    // Two files at once (Vitest's default on 2 cores is one): much of a suite's time is spent waiting
    // on a database, a mail or a timer.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

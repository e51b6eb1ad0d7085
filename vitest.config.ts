import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'rules', root: './packages/rules', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.ts'] } },
      // The repository's own scripts (scripts/lib/build-inputs.mjs: when `npm start` and the e2e rebuild).
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'] } },
    ],
  },
});

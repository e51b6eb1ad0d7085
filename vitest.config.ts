import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type Plugin } from 'vitest/config';
import { testBrowser } from './apps/web/tests/browser';

const webSrc = fileURLToPath(new URL('./apps/web/src/', import.meta.url));

/**
 * `/__slow/<path>`: the test server's file at `<path>`, held back 2 s, so a component test can see
 * what a visitor on a slow network sees (the video player's `waiting` state).
 */
const slowFiles: Plugin = {
  name: 'slow-files',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (!req.url?.startsWith('/__slow/')) return next();
      req.url = req.url.slice('/__slow'.length);
      setTimeout(next, 2000);
    });
  },
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'rules', root: './packages/rules', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.ts'] } },
      // The site's widgets (select, date calendar, strip, video player) rendered alone in Debian's
      // Chromium, driven by keyboard, pointer and clock as a visitor would (apps/web/tests/component).
      {
        resolve: {
          alias: [
            { find: '@/', replacement: webSrc },
            // The server's string builders run in the test page as they are (tests/component/server-only.ts).
            { find: /^server-only$/, replacement: `${webSrc}../tests/component/server-only.ts` },
          ],
        },
        plugins: [slowFiles],
        test: {
          name: 'web-browser',
          root: './apps/web',
          include: ['tests/component/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            // Debian's Chromium, as the e2e tests (apps/web/tests/browser.ts).
            provider: playwright({ launchOptions: testBrowser }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      // The repository's own scripts (scripts/lib/build-inputs.mjs: when `npm start` and the e2e rebuild).
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'] } },
    ],
  },
});

import { defineConfig, devices } from '@playwright/test';

const WEB_PORT = Number(process.env.WEB_PORT ?? 3000);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    // Debian's Chromium: never a downloaded browser (the machine cannot fetch one).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: /resilience/ },
    // Stops the CMS, so it runs after everything else.
    { name: 'resilience', testMatch: /resilience/, dependencies: ['site'] },
  ],
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${WEB_PORT}/`,
    timeout: 20 * 60_000,
    // Never reuse: a running `npm start` holds real content that the tests would edit.
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
});

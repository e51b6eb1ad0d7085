import { defineConfig, devices } from '@playwright/test';
import { testBrowser } from './tests/browser';
import { refusedConsentState } from './tests/consent-refused';

const WEB_PORT = Number(process.env.WEB_PORT ?? 3000);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retry: a test that fails once is a defect to find (the last one, a page kept with its old
  // content after an editor's save, was a render in flight: the CMS now tells the site twice).
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    // Debian's Chromium (tests/browser.ts): never a downloaded browser.
    launchOptions: testBrowser,
    // Recording a trace costs every test time; CI keeps only the output, so it records none there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The consent banner is shown to automated browsers too: every spec starts as a visitor who
    // refused all, so it never covers what they test. The consent specs start empty.
    storageState: refusedConsentState(WEB_PORT),
  },
  projects: [
    { name: 'site', testIgnore: /resilience|consent-revision/ },
    // Raises the consent policy's revision, which asks every visitor again: the stored refusal of
    // the specs running meanwhile would be stale, so it runs after them (and puts it back).
    { name: 'consent-revision', testMatch: /consent-revision/, dependencies: ['site'] },
    // Stops the CMS, so it runs after everything else.
    { name: 'resilience', testMatch: /resilience/, dependencies: ['consent-revision'] },
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

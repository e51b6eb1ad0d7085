/**
 * The browser of the end-to-end (playwright.config.ts) and component (vitest.config.ts) tests:
 * Debian's Chromium headless shell, the same engine as /usr/bin/chromium without the browser
 * around it (about 40 % less test time on two cores). Never a downloaded browser: the machine
 * cannot fetch one. TEST_CHROMIUM_PATH points elsewhere (README, Configuration).
 */
export const testBrowser = {
  executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

/** The e2e stack's cookie naming another build for this browser (lib/env `workerBuildCookieAllowed`). */
export const WORKER_BUILD_COOKIE = 'e2e-build';

/**
 * The version `/sw.js` is stamped with: the build's id, so each deployment brings a new worker with
 * a cache of its own. In the e2e stack only, the `e2e-build` cookie's value is appended: that
 * browser then sees the same worker as a new build's, which is how tests/e2e/offline.spec.ts proves
 * an update end to end without building the site twice.
 */
export function workerVersion(buildId: string, cookie: string | undefined, cookieAllowed: boolean): string {
  if (!cookieAllowed || !cookie || !/^[\w-]{1,32}$/.test(cookie)) return buildId;
  return `${buildId}-${cookie}`;
}

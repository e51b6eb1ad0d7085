// The production-path suite (scripts/test-cluster.mjs), the security grade: every page template
// and the admin graded A+ by Mozilla's HTTP Observatory through nginx, and visited in Chromium
// with no Content-Security-Policy violation (lib/observatory.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { A_PLUS, gradeTemplates } from '../lib/observatory.mjs';
import { ADMIN, cmsA, PORTS } from './support/settings.mjs';

/** Registers the grade's test; `stack` is the suite's (support/setup.mjs), filled by then. */
export function securityGradeTests(stack) {
  test('every page template and the admin grade A+ through nginx, in Chromium with no CSP violation', async (t) => {
    const {
      pages,
      admin: adminGrade,
      browser,
      adminBrowser,
    } = await gradeTemplates({
      httpPort: PORTS.http,
      httpsPort: PORTS.https,
      caFile: stack.cluster.caFile,
      cmsUrl: cmsA(''),
      adminHost: stack.cluster.adminHost,
      staff: ADMIN,
      log: (line) => t.diagnostic(line),
    });
    const below = [...pages, adminGrade]
      .filter((g) => !(g.score >= A_PLUS))
      .map((g) => `${g.name}: ${g.score ?? g.error}`);
    assert.deepEqual(below, [], 'every template and the admin graded A+ (>= 100)');
    const broken = browser
      .filter((b) => b.violations.length > 0 || !b.hydrated || b.error)
      .map((b) => `${b.name}: hydrated=${b.hydrated} ${b.violations.join(' | ')} ${b.error ?? ''}`.trim());
    assert.deepEqual(broken, [], 'every page hydrates with no Content-Security-Policy violation');
    assert.equal(browser.length, pages.length, 'every template visited in Chromium');
    assert.equal(adminBrowser.error, null, `the admin in Chromium: ${adminBrowser.steps.join(', ')}`);
    assert.deepEqual(adminBrowser.violations, [], 'the admin raises no Content-Security-Policy violation');
  });
}

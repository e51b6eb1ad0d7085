// The production-path suite (scripts/test-cluster.mjs), last: the soak (lib/soak.mjs) on the
// suite's cluster, contact forms through nginx while a CMS instance is killed and SMTP is down;
// every submission accepted once, every mail delivered once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSoak } from '../lib/soak.mjs';
import { request } from './support/client.mjs';
import { admin, site, SOAK } from './support/settings.mjs';

/** Registers the soak's test; `stack` is the suite's (support/setup.mjs), filled by then. */
export function soakTests(stack) {
  test(`the soak: ${SOAK.count} contact forms at ${SOAK.rate}/s through nginx, a CMS instance killed, SMTP down ${SOAK.smtpOutageMs / 1000} s`, async (t) => {
    for (const instance of stack.cluster.cms) if (!instance.running) await instance.start();
    const report = await runSoak({
      request,
      site: (path) => site(path),
      admin,
      token: stack.token,
      cms: stack.cluster.cms,
      smtp: stack.smtp,
      ...SOAK,
      log: (line) => t.diagnostic(line),
    });
    const { stored, mails, timeline } = report;
    // What the killed instance was answering at that instant: begun before it died (and nginx
    // could have chosen it a moment after, on a connection not yet seen closed), ended after.
    const inFlightAtKill = report.submissions.filter(
      (s) => s.attempts[0].started <= report.killedAt + 1000 && s.attempts[0].ended >= report.killedAt,
    ).length;
    const outsideKill = report.firstFailures.filter(
      (f) => !(f.started <= report.killedAt + 1000 && f.ended >= report.killedAt),
    );
    t.diagnostic(
      `accepted ${report.accepted}/${report.submissions.length}, retried ${report.retried}; ` +
        `first attempts failed (5xx or no answer) ${report.firstFailures.length} of ${inFlightAtKill} in flight at the kill, ` +
        `retries failed ${report.laterFailures.length}; answers ${JSON.stringify(report.statuses)}`,
    );
    t.diagnostic(
      `stored: ${stored.delta} new contact requests, ${stored.documents} documents by key; ` +
        `mails ${mails.distinct}/${mails.expected} (${report.mailsPerSubmission} per submission), ${mails.duplicates} duplicates, ` +
        `${mails.beforeSmtpBack} before the SMTP outage; after it returned, the first in ${(mails.firstAfterSmtpBackMs / 1000).toFixed(1)} s, ` +
        `the last in ${(mails.lastAfterSmtpBackMs / 1000).toFixed(1)} s (${mails.perSecondAfterSmtpBack} a second)`,
    );
    t.diagnostic(`timeline (ms from the first post): ${JSON.stringify(timeline)}`);
    t.diagnostic(`mails received in each 5 s after SMTP returned: ${mails.afterSmtpBackBy5s.join(', ')}`);
    for (const f of [...report.firstFailures, ...report.laterFailures])
      t.diagnostic(
        `failed try of #${f.i}: ${f.status} ${f.error ?? ''} at ${f.started - report.t0} → ${f.ended - report.t0} ms`,
      );

    // Every submission ended accepted, after retries with its key.
    assert.deepEqual(
      report.notAccepted.map((s) => `#${s.i}: ${s.attempts.map((a) => a.status).join(', ')}`),
      [],
    );
    // 5xx (or no answer) only for what the killed instance had in hand.
    assert.deepEqual(
      outsideKill.map((f) => `#${f.i}: ${f.status} ${f.error ?? ''}`.trim()),
      [],
      'no first attempt failed but those in flight at the kill',
    );
    assert.ok(report.firstFailures.length <= inFlightAtKill);
    // Every accepted key stored exactly once.
    assert.deepEqual(
      stored.rowsPerKey.filter((n) => n !== 1),
      [],
      'one submission-keys row per accepted key',
    );
    assert.equal(stored.delta, report.accepted, 'one contact request per accepted key');
    assert.equal(stored.documents, report.accepted, 'each key names its own contact request');
    // Every mail delivered, once, the ones held back after the SMTP server returned.
    assert.equal(mails.withoutMessageId, 0);
    assert.equal(mails.distinct, mails.expected, 'every mail delivered');
    assert.equal(mails.duplicates, 0, 'no mail delivered twice');
  });
}

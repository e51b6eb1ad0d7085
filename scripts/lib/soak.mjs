// The production path's soak (issue 21, docs/architecture.md#production-soak), run last by the
// production-path suite (scripts/test-cluster.mjs) on the cluster it started: COUNT contact-form
// submissions at RATE per second through nginx, each with its own Idempotency-Key and retried with
// that key after a 5xx or a lost answer, while the SMTP server is down for SMTP_OUTAGE seconds and,
// during that outage, one CMS instance is killed (SIGKILL) and started again. Afterwards, as an
// admin: every accepted key stored once, and every mail of those submissions delivered once
// (counted by Message-ID at the SMTP sink, smtp-sink.mjs) after the SMTP server returned
// (soak-outcome.mjs).
//
// Knobs (environment): CLUSTER_SOAK_COUNT (1000), CLUSTER_SOAK_RATE (20 per second),
// CLUSTER_SOAK_SMTP_OUTAGE_S (60). The kill comes a few seconds into the outage, while nothing can
// be sent, so no mail is in flight when the instance dies.
import { randomBytes, randomUUID } from 'node:crypto';
import { awaitMails, mailFigures, storedKeys } from './soak-outcome.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The soak's settings from the environment (see the header). */
export function soakSettings(env = scriptEnv()) {
  const n = (name, fallback) => env[name] ?? fallback;
  return {
    count: Math.round(n('CLUSTER_SOAK_COUNT', 1000)),
    rate: n('CLUSTER_SOAK_RATE', 20),
    smtpOutageMs: n('CLUSTER_SOAK_SMTP_OUTAGE_S', 60) * 1000,
  };
}

/** A multipart/form-data body of text fields. */
function multipart(fields) {
  const boundary = `----davsoak${randomBytes(8).toString('hex')}`;
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const failed = (status) => status === 0 || status >= 500;

/**
 * Runs the soak. `request(url, { method, headers, body, timeoutMs })` resolves `{ status, body }`
 * (status 0: no answer); `site(path)` and `admin(path)` are the URLs through nginx of the French
 * site and the admin; `token` an admin's JWT; `cms` the cluster's CMS instances (each `start()`,
 * `stop(signal)`); `smtp` an smtpSink the CMS instances send to. Resolves the figures and every
 * submission's attempts (see the return value); the caller asserts.
 */
export async function runSoak({
  request,
  site,
  admin,
  token,
  cms,
  smtp,
  count,
  rate,
  smtpOutageMs,
  killIndex = 1,
  attempts = 6,
  timeoutMs = 30_000,
  mailTimeoutMs = Math.max(30_000, smtpOutageMs),
  log = () => {},
}) {
  const auth = { authorization: `JWT ${token}` };
  const getJson = async (url) => {
    const res = await request(url, { headers: auth });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body?.toString('utf8') ?? ''}`);
    return JSON.parse(res.body.toString('utf8'));
  };
  const contactCount = async () => (await getJson(admin('/api/contact-requests?limit=1&depth=0'))).totalDocs;

  // Mails a contact submission queues: one per address of the form's `notifyTo`, and the
  // visitor's receipt (apps/cms/src/notifications/queue-mails.ts).
  const form = (await getJson(admin('/api/forms?where[name][equals]=contact&depth=0&limit=1'))).docs[0];
  const mailsPerSubmission = (form?.notifyTo?.length ?? 0) + 1;
  const storedBefore = await contactCount();

  // Every nginx worker reaches both CMS instances before the first post. After an outage of
  // both (the suite's previous scenario), a worker still counts them as failed (max_fails) until
  // one request to each has come back, and answers "no live upstreams" (502) to the requests that
  // come meanwhile: rounds of reads at once, until two rounds pass without one failing.
  const warmUp = { answers: 0, failed: 0, ms: 0 };
  const warmStart = Date.now();
  for (let clean = 0; clean < 2 && Date.now() - warmStart < 60_000;) {
    const round = await Promise.all(
      Array.from({ length: 16 }, () => request(site('/wp-json/api/fr/global'), { timeoutMs: 10_000 })),
    );
    const failures = round.filter((res) => res.status !== 200).length;
    warmUp.answers += round.length;
    warmUp.failed += failures;
    clean = failures ? 0 : clean + 1;
    await sleep(failures ? 500 : 100);
  }
  warmUp.ms = Date.now() - warmStart;
  log(
    `before the first post: ${warmUp.answers} reads through nginx, ${warmUp.failed} failed, ${warmUp.ms} ms`,
  );

  const run = randomBytes(4).toString('hex');
  const origin = site('');
  const url = site('/wp-json/api/fr/forms/contact');
  const intervalMs = 1000 / rate;
  const postingMs = count * intervalMs;
  // Timeline, from the first post: SMTP down at 2 s; the kill a few seconds later (during the
  // posts and the outage); the instance started again a while after; SMTP back at the outage's end.
  const smtpDownAtMs = Math.min(2000, postingMs / 4);
  const killAtMs = smtpDownAtMs + Math.min(5000, postingMs / 4, smtpOutageMs / 3);
  const restartAtMs = killAtMs + Math.min(15_000, smtpOutageMs / 2);
  const smtpBackAtMs = smtpDownAtMs + smtpOutageMs;

  const submissions = [];
  const t0 = Date.now();
  const events = { smtpDown: null, killed: null, restarted: null, restartedReady: null, smtpBack: null };

  async function submit(i) {
    const key = randomUUID();
    const sub = { i, key, email: `soak-${run}-${i}@example.com`, attempts: [], final: null };
    submissions.push(sub);
    const { body, type } = multipart([
      ['youare', 'visiteur'],
      ['job', 'networks'],
      ['city', 'Lyon'],
      ['subject0', 'call'],
      ['firstname', 'Soak'],
      ['lastname', `Soak ${run} ${i}`],
      ['email', sub.email],
      ['message', `Soak ${run}, submission ${i}`],
      // The bot guard: the form was opened well over 3 s ago.
      ['_started', String(Date.now() - 10_000)],
    ]);
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await sleep(500 * 2 ** (attempt - 1));
      const started = Date.now();
      const res = await request(url, {
        method: 'POST',
        headers: { 'content-type': type, origin, 'idempotency-key': key },
        body,
        timeoutMs,
      });
      sub.attempts.push({ started, ended: Date.now(), status: res.status, error: res.error?.message });
      sub.final = res.status;
      if (!failed(res.status)) break;
    }
  }

  // Every post at its slot, not waiting for the previous answers (as visitors do).
  const posting = (async () => {
    const running = [];
    for (let i = 0; i < count; i++) {
      const wait = t0 + i * intervalMs - Date.now();
      if (wait > 0) await sleep(wait);
      running.push(submit(i));
    }
    await Promise.all(running);
  })();

  const victim = cms[killIndex];
  const at = async (ms) => {
    const wait = t0 + ms - Date.now();
    if (wait > 0) await sleep(wait);
  };
  const chaos = (async () => {
    await at(smtpDownAtMs);
    await smtp.stop();
    events.smtpDown = Date.now() - t0;
    log(`SMTP down at ${(events.smtpDown / 1000).toFixed(1)} s`);
    await at(killAtMs);
    events.killed = Date.now() - t0;
    await victim.stop('SIGKILL');
    log(`${victim.name} killed (SIGKILL) at ${(events.killed / 1000).toFixed(1)} s`);
    await at(restartAtMs);
    events.restarted = Date.now() - t0;
    await victim.start();
    events.restartedReady = Date.now() - t0;
    log(
      `${victim.name} started again at ${(events.restarted / 1000).toFixed(1)} s, answering at ${(events.restartedReady / 1000).toFixed(1)} s`,
    );
    await at(smtpBackAtMs);
    await smtp.start();
    events.smtpBack = Date.now() - t0;
    log(`SMTP back at ${(events.smtpBack / 1000).toFixed(1)} s`);
  })();

  await Promise.all([posting, chaos]);
  const postedAt = Date.now() - t0;
  log(`posts done at ${(postedAt / 1000).toFixed(1)} s`);

  // The submissions' mails: to the visitor (the receipt) or naming them (the team's, Reply-To).
  const ours = () => smtp.messages.filter((m) => m.raw.includes(`soak-${run}-`));
  const accepted = submissions.filter((s) => s.final >= 200 && s.final < 300);
  const expectedMails = accepted.length * mailsPerSubmission;
  const mails = await awaitMails(ours, expectedMails, mailTimeoutMs);
  const smtpBackWall = t0 + (events.smtpBack ?? 0);

  // Stored: one `submission-keys` row per accepted key (by its hash), and as many new contact
  // requests as accepted keys.
  const stored = await storedKeys(accepted, { getJson, admin });
  const storedAfter = await contactCount();

  const firsts = submissions.map((s) => s.attempts[0]);
  const killedWall = t0 + (events.killed ?? 0);
  const statuses = {};
  for (const s of submissions) for (const a of s.attempts) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    settings: { count, rate, smtpOutageMs, attempts, timeoutMs },
    warmUp,
    timeline: { ...events, postedAt },
    t0,
    killedAt: killedWall,
    mailsPerSubmission,
    submissions,
    statuses,
    accepted: accepted.length,
    notAccepted: submissions.filter((s) => !(s.final >= 200 && s.final < 300)),
    retried: submissions.filter((s) => s.attempts.length > 1).length,
    firstFailures: submissions
      .filter((s) => failed(s.attempts[0].status))
      .map((s) => ({ i: s.i, ...s.attempts[0] })),
    laterFailures: submissions.flatMap((s) =>
      s.attempts
        .slice(1)
        .filter((a) => failed(a.status))
        .map((a) => ({ i: s.i, ...a })),
    ),
    firstAttemptMaxMs: Math.max(...firsts.map((a) => a.ended - a.started)),
    stored: { delta: storedAfter - storedBefore, ...stored },
    mails: mailFigures(mails, expectedMails, smtpBackWall),
  };
}

// What the soak (soak.mjs) reads once its posts are done: the mails of its submissions at the
// SMTP sink, waited for as long as they keep coming, and the rows the CMS stored for their keys.
import { createHash } from 'node:crypto';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The stored form of a key (apps/cms/src/intake/idempotency.ts, idempotencyKeyHash). */
export const idempotencyKeyHash = (scope, key) =>
  createHash('sha256').update(`${scope}\n${key.toLowerCase()}`).digest('hex');

/**
 * The mails `ours()` holds once `expectedMails` distinct ones are in, or once none new has come
 * for `mailTimeoutMs`; then 3 s more.
 */
export async function awaitMails(ours, expectedMails, mailTimeoutMs) {
  const distinct = () => new Set(ours().map((m) => m.messageId)).size;
  // Until every mail is in, as long as they keep coming (the queue drains at its own pace): at
  // most `mailTimeoutMs` without a new one.
  for (let seen = distinct(), last = Date.now(); seen < expectedMails && Date.now() - last < mailTimeoutMs;) {
    await sleep(250);
    if (distinct() > seen) [seen, last] = [distinct(), Date.now()];
  }
  // A little longer, for a copy that would come late.
  await sleep(3000);
  return ours();
}

/** The report's `mails`: what `mails` holds against `expectedMails`, and its pace after `smtpBackWall`. */
export function mailFigures(mails, expectedMails, smtpBackWall) {
  const byId = new Map();
  for (const m of mails) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1);
  const lastMailAt = mails.reduce((last, m) => Math.max(last, m.at), 0);
  const held = mails.filter((m) => m.at >= smtpBackWall).sort((a, b) => a.at - b.at);
  return {
    expected: expectedMails,
    received: mails.length,
    distinct: byId.size,
    duplicates: [...byId.values()].reduce((sum, n) => sum + (n - 1), 0),
    withoutMessageId: mails.filter((m) => !m.messageId).length,
    beforeSmtpBack: mails.filter((m) => m.at < smtpBackWall).length,
    lastAfterSmtpBackMs: lastMailAt ? lastMailAt - smtpBackWall : null,
    firstAfterSmtpBackMs: held.length ? held[0].at - smtpBackWall : null,
    // How fast the held-back mails left once the server was back (mails a second).
    // Mails received in each 5 s after the server returned.
    afterSmtpBackBy5s: held.reduce((buckets, m) => {
      const slot = Math.floor((m.at - smtpBackWall) / 5000);
      while (buckets.length <= slot) buckets.push(0);
      buckets[slot]++;
      return buckets;
    }, []),
    perSecondAfterSmtpBack:
      held.length > 1 ? Math.round((held.length / Math.max(1, lastMailAt - held[0].at)) * 10_000) / 10 : null,
  };
}

/**
 * The `submission-keys` rows of the `accepted` submissions' keys (by their hash), read as an admin
 * (`getJson(url)`, `admin(path)`): how many rows each key has, and how many documents they name.
 */
export async function storedKeys(accepted, { getJson, admin }) {
  const hashes = accepted.map((s) => idempotencyKeyHash('forms/contact', s.key));
  const rowsPerHash = new Map(hashes.map((h) => [h, 0]));
  const documents = new Set();
  for (let i = 0; i < hashes.length; i += 50) {
    const batch = hashes.slice(i, i + 50);
    const found = await getJson(
      admin(`/api/submission-keys?where[key][in]=${batch.join(',')}&depth=0&limit=${batch.length * 2}`),
    );
    for (const row of found.docs) {
      rowsPerHash.set(row.key, (rowsPerHash.get(row.key) ?? 0) + 1);
      if (row.document != null) documents.add(`${row.collection}:${row.document}`);
    }
  }
  return { rowsPerKey: [...rowsPerHash.values()], documents: documents.size };
}

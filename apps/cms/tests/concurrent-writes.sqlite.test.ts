import path from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@dav/contract';
import { MAIL_QUEUES } from '../src/mail/queues';
import { bootCms, type Cms } from './support/boot';
import { outcome, rest, restLogin } from './support/rest';
import { eventually, startSmtpServer, type SmtpServer } from './support/smtp';
import { expectSuccess, postContact, visitor } from './support/submission-fixtures';

const SUBMISSIONS = 50;
const SAVES = 20;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * Visitors submitting, an admin saving and the mail queue sending, all at once, on the SQLite
 * file (src/db/sqlite-client.ts): every request answers 2xx and every write lands.
 */
describe('SQLite: concurrent writes', () => {
  let cms: Cms;
  let smtp: SmtpServer;
  const editor = 'busy-editor@test.localhost';

  beforeAll(async () => {
    // DATABASE_URL and SQLITE_PATH unset: data/cms.db (WAL) in the suite's temporary CMS_DATA_DIR.
    cms = await bootCms({ DATABASE_URL: undefined, SQLITE_PATH: undefined }, { seededCopy: true });
    await cms.payload.create({
      collection: 'users',
      data: { email: editor, password: 'pw-123456789', roles: ['editor'] },
    });
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url; // the mail runner of the boot sends from its next tick on
  });
  afterAll(async () => {
    await cms?.close(); // stops the mail runner first
    delete process.env.SMTP_URL;
    await smtp?.close();
  });

  it(
    'stores 50 submissions, applies 20 admin saves and sends every mail once, all at the same time',
    { timeout: 180_000 },
    async () => {
      const token = await restLogin(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!);
      const pages = (await cms.payload.find({ collection: 'pages', pagination: false, depth: 0, sort: 'id' }))
        .docs;
      // Each save has its own (page, language): a lost update shows as a description left as it was.
      const saves = range(SAVES).map((i) => ({
        id: pages[i % pages.length]!.id,
        locale: LOCALES[Math.floor(i / pages.length)]!,
        description: `Saved while busy #${i}`,
      }));
      expect(new Set(saves.map((save) => `${save.id}/${save.locale}`)).size).toBe(SAVES);
      const address = (i: number) => `busy-${i}@example.com`;

      const answers = await Promise.all([
        ...range(SUBMISSIONS).map((i) =>
          postContact(cms, 'fr', { ...visitor(`Busy${i}`), email: address(i) }),
        ),
        ...saves.map(({ id, locale, description }) =>
          rest('PATCH', `/pages/${id}?locale=${locale}&depth=0`, { seo: { description } }, token),
        ),
        // Payload writes this one's throttle outside its own transaction (src/db/sqlite-client.ts).
        rest('POST', '/users/forgot-password', { email: editor }),
      ]);
      const statuses = await Promise.all(answers.map(outcome));
      expect(statuses.filter((status) => status !== 200)).toEqual([]);

      const stored = (
        await cms.payload.find({ collection: 'contact-requests', pagination: false, depth: 0 })
      ).docs.map((doc) => (doc.values as Record<string, string>).lastname);
      expect(stored.sort()).toEqual(
        range(SUBMISSIONS)
          .map((i) => `Busy${i}`)
          .sort(),
      );
      for (const { id, locale, description } of saves) {
        const page = await cms.payload.findByID({ collection: 'pages', id, locale, depth: 0 });
        expect(page.seo?.description, `page ${id} in ${locale}`).toBe(description);
      }

      // Two mails a submission (the team's, the visitor's receipt), each sent exactly once. Mail
      // jobs only: Payload's scheduler queues the nightly retention job whenever its 5-minute
      // tick falls during the test, and that one waits for 03:30.
      const mailQueues = { queue: { in: [...MAIL_QUEUES] } };
      const done = () =>
        cms.payload.count({
          collection: 'payload-jobs',
          where: { and: [mailQueues, { completedAt: { exists: true } }] },
        });
      // Every visitor's receipt delivered, not only as many mail jobs done: staff accounts' own
      // notices (the editor created above) are mail jobs too.
      await eventually(
        async () =>
          range(SUBMISSIONS).every((i) => smtp.to(address(i)).length > 0) &&
          smtp.to('contact@dav.localhost').length >= SUBMISSIONS &&
          (await done()).totalDocs >= SUBMISSIONS * 2,
        'every mail job to complete',
        120_000,
      );
      for (const i of range(SUBMISSIONS)) expect(smtp.to(address(i)), address(i)).toHaveLength(1);
      const team = smtp
        .to('contact@dav.localhost')
        .flatMap((message) => /\bBusy(\d+)\b/.exec(message.mail.text ?? '')?.[1] ?? [])
        .map(Number);
      expect(team.sort((a, b) => a - b)).toEqual(range(SUBMISSIONS));
      const jobs = (
        await cms.payload.find({ collection: 'payload-jobs', where: mailQueues, pagination: false, depth: 0 })
      ).docs
        // The submissions' mails: the visitors' receipts and the team's (staff accounts' notices apart).
        .filter((job) =>
          /^(busy-\d+@example\.com|contact@dav\.localhost)$/.test((job.input as { to?: string }).to ?? ''),
        );
      expect(jobs).toHaveLength(SUBMISSIONS * 2);
      expect(jobs.filter((job) => job.hasError || !job.completedAt)).toEqual([]);
      // The editor's: the notice of the account's creation, and the password reset (sent after its answer).
      await eventually(() => smtp.to(editor).length >= 2, 'the password reset', 30_000);
      expect(smtp.to(editor)).toHaveLength(2);
    },
  );

  it('waits, without freezing the server, while another process holds the database', async () => {
    const other = createClient({ url: `file:${path.join(process.env.CMS_DATA_DIR!, 'cms.db')}` });
    await other.execute('BEGIN IMMEDIATE');
    let released = false;
    // Fires only if the event loop keeps turning while the CMS waits for the file.
    const release = setTimeout(() => {
      released = true;
      void other.execute('COMMIT');
    }, 300);
    try {
      const response = await postContact(cms, 'fr', { ...visitor('Patient'), email: 'patient@example.com' });
      expect(released).toBe(true);
      await expectSuccess(response);
    } finally {
      clearTimeout(release);
      other.close();
    }
  });
});

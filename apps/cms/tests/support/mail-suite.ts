import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cms } from './boot';
import { callForm, json } from './requests';
import { eventually, startSmtpServer, type Received, type SmtpServer } from './smtp';
import { MARKUP, coworking, expectSuccess, postContact, postCoworking, visitor } from './submission-fixtures';

type Job = {
  id: number;
  queue: string;
  /** Virtual fields of the admin's "Outgoing mails" list. */
  to: string;
  subject: string;
  input: { to: string; subject: string; text: string; replyTo?: string };
  completedAt?: string | null;
  totalTried?: number | null;
  hasError?: boolean | null;
  processing?: boolean | null;
  log?: { state: 'failed' | 'succeeded'; executedAt?: string; completedAt?: string }[] | null;
};

const TEXT_PLAIN = /^text\/plain\b/;

/** Notification e-mails of submissions, through a real SMTP server (one database). */
export function describeMail(getCms: () => Cms, suite: string) {
  describe('notification e-mails', () => {
    const tag = suite.toLowerCase();
    type User = Awaited<ReturnType<Cms['payload']['create']>> & { id: number };
    const users: Record<'admin' | 'editor' | 'compliance', User> = {} as never;
    const as = (role: keyof typeof users) => ({
      user: { ...users[role], collection: 'users' as const },
      overrideAccess: false,
    });
    let smtp: SmtpServer;

    /** Every mail job, read with full access. */
    const allJobs = async () =>
      (await getCms().payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 }))
        .docs as unknown as Job[];
    const jobsTo = async (address: string) => (await allJobs()).filter((job) => job.input.to === address);
    // Imported once the CMS is booted: the mail modules read their settings from the env it sets.
    const runMailQueue = async () => (await import('@/mail/runner')).runMailQueue(getCms().payload);
    const byEmail = async (collection: 'contact-requests' | 'whistleblowing-reports', address: string) =>
      (
        (await getCms().payload.find({ collection, pagination: false, depth: 0 })).docs as {
          id: number;
          values: unknown;
        }[]
      ).filter((doc) => (doc.values as Record<string, unknown>).email === address);

    beforeAll(async () => {
      for (const role of ['admin', 'editor', 'compliance'] as const) {
        users[role] = (await getCms().payload.create({
          collection: 'users',
          data: { email: `mail-${role}-${tag}@test.localhost`, password: 'pw-123456789', roles: [role] },
        })) as User;
      }
      smtp = await startSmtpServer();
    });
    afterAll(async () => {
      delete process.env.SMTP_URL;
      await smtp?.close();
    });

    it("sends the admin's own mails (a forgotten password) over the same SMTP server", async () => {
      const cms = getCms();
      const email = `mail-editor-${tag}@test.localhost`;
      process.env.SMTP_URL = smtp.url;
      try {
        await cms.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false });
        // Asked again at once: no second mail (one per 15 s and address, as Payload's own limit).
        await cms.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false });
      } finally {
        delete process.env.SMTP_URL;
      }
      const [reset] = await eventually(() => smtp.to(email).length > 0 && smtp.to(email), 'the reset mail');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.to(email)).toHaveLength(1);
      expect(reset!.mail.from?.value[0]).toMatchObject({ name: 'DAV', address: 'no-reply@dav.localhost' });
      expect(String(reset!.mail.html || reset!.mail.text)).toMatch(/\/admin\/reset\/\w+/);
    });

    it('keeps the team addresses of a form out of its public definition, and from editors', async () => {
      const cms = getCms();
      const body = JSON.stringify(await json(await callForm(cms, 'fr', 'contact')));
      expect(body).not.toMatch(/notifyTo|@dav\.localhost/);
      const find = (role: 'admin' | 'editor') =>
        cms.payload.find({ collection: 'forms', where: { name: { equals: 'contact' } }, ...as(role) });
      expect((await find('admin')).docs[0]?.notifyTo?.map((row) => row.email)).toEqual([
        'contact@dav.localhost',
      ]);
      const editorView = (await find('editor')).docs[0];
      expect(editorView?.name).toBe('contact');
      expect(JSON.stringify(editorView)).not.toContain('@dav.localhost');
    });

    it('without SMTP_URL keeps the mails queued, visible to admins, and sends them once a server is set', async () => {
      const cms = getCms();
      const address = `queued-${tag}@example.com`;
      await expectSuccess(await postContact(cms, 'fr', { ...visitor('Queued'), email: address }));
      await runMailQueue(); // a run with no mail server: does nothing
      const seen = (await cms.payload.find({ collection: 'payload-jobs', pagination: false, ...as('admin') }))
        .docs as unknown as Job[];
      const receipt = seen.find((job) => job.to === address);
      expect(receipt).toMatchObject({
        subject: 'Nous avons bien reçu votre message',
        queue: 'mail',
        totalTried: 0,
        processing: false,
        hasError: false,
      });
      expect(receipt?.completedAt ?? null).toBeNull();
      const team = seen.find(
        (job) => job.input.to === 'contact@dav.localhost' && job.input.text.includes('Queued'),
      );
      expect(team?.completedAt ?? null).toBeNull();
      await expect(cms.payload.find({ collection: 'payload-jobs', ...as('editor') })).rejects.toThrow();

      process.env.SMTP_URL = smtp.url;
      const [message] = await eventually(
        () => smtp.to(address).length > 0 && smtp.to(address),
        `the receipt to ${address}`,
      );
      expect(message!.mail.subject).toBe('Nous avons bien reçu votre message');
      await eventually(async () => (await jobsTo(address))[0]?.completedAt, 'the receipt job to complete');
    });

    it('sends the team a plain-text mail in the visitor’s language, and the visitor a receipt', async () => {
      const cms = getCms();
      process.env.SMTP_URL = smtp.url;
      const address = `turing-${tag}@example.com`;
      const fields = { ...visitor('Turing'), email: address, firstname: 'Alan', message: `Hallo\n${MARKUP}` };
      await expectSuccess(await postContact(cms, 'de', fields));
      const [doc] = await byEmail('contact-requests', address);
      expect(doc).toBeTruthy();

      const isTuring = (message: Received) => message.mail.text?.includes('Turing');
      const team = await eventually(
        () => smtp.to('contact@dav.localhost').find(isTuring),
        'the team mail to contact@dav.localhost',
      );
      expect(team.rcptTo).toEqual(['contact@dav.localhost']);
      expect(team.mail.subject).toBe('Neue Kontaktanfrage');
      expect(team.mail.from?.value).toEqual([{ name: 'DAV', address: 'no-reply@dav.localhost' }]);
      expect(team.mail.replyTo?.value[0]?.address).toBe(address);
      expect(team.mail.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
      expect(team.mail.html).toBe(false);
      expect(team.raw).not.toMatch(/text\/html/i);
      const text = team.mail.text!;
      expect(text).toContain('Über das Kontaktformular der Website ist eine neue Anfrage eingegangen.');
      expect(text).toContain('Sie sind: Besucher'); // the option's label in German, not its value
      expect(text).toContain('Vorname: Alan');
      expect(text).toContain('Nachname: Turing');
      expect(text).toContain(`> Ihre Nachricht:\n>     Hallo\n>     ${MARKUP}`); // markup stays literal text
      expect(text).toContain('Was der Besucher geschrieben hat:\n> ');
      expect(text).toContain(`/admin/collections/contact-requests/${doc!.id}`);

      const [receipt, ...more] = await eventually(
        () => smtp.to(address).length > 0 && smtp.to(address),
        'the receipt',
      );
      expect(more).toEqual([]);
      expect(receipt!.mail.subject).toBe('Wir haben Ihre Nachricht erhalten');
      expect(receipt!.mail.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
      expect(receipt!.mail.html).toBe(false);
      // Nothing the visitor typed goes back out: the form cannot send chosen words to any address.
      expect(`${receipt!.mail.subject}\n${receipt!.mail.text}`).not.toMatch(/Turing|Alan|Hallo|script/);
      expect(receipt!.mail.text).toContain('wir haben die Nachricht erhalten');
    });

    it('tells compliance a report is waiting, with nothing of the report, and answers the reporter generically', async () => {
      const cms = getCms();
      process.env.SMTP_URL = smtp.url;
      const address = `whistle-${tag}@example.com`;
      const report = {
        youare: 'snowden',
        company: 'Globex',
        subsidiary: 'dav-paris',
        firstname: 'Winston',
        lastname: 'Smith',
        email: address,
        message: 'The invoices of project Nightingale are forged',
      };
      await expectSuccess(await postContact(cms, 'fr', report));
      const [doc] = await byEmail('whistleblowing-reports', address);
      const link = `/admin/collections/whistleblowing-reports/${doc!.id}`;
      const notice = await eventually(
        () => smtp.to('compliance@dav.localhost').find((message) => message.mail.text?.includes(link)),
        'the compliance notice',
      );
      expect(notice.mail.subject).toBe('Nouveau signalement');
      expect(notice.mail.text).toContain('Un nouveau signalement attend dans l’administration.');
      expect(notice.mail.replyTo).toBeUndefined();
      for (const secret of ['Winston', 'Smith', 'whistle-', 'Globex', 'Nightingale', 'forged', 'dav-paris']) {
        expect(notice.raw, secret).not.toContain(secret);
      }

      const [receipt] = await eventually(
        () => smtp.to(address).length > 0 && smtp.to(address),
        'the reporter’s receipt',
      );
      expect(receipt!.mail.subject).toBe('Nous avons bien reçu votre message');
      expect(`${receipt!.mail.subject}\n${receipt!.mail.text}`).not.toMatch(
        /signalement|alerte|Winston|Smith|Nightingale/i,
      );
      expect(receipt!.mail.headers.get('content-type')).toMatchObject({
        value: expect.stringMatching(TEXT_PLAIN),
      });

      // The report's mails (the reporter's address among them) are for the compliance role only.
      const read = async (role: 'admin' | 'compliance') =>
        (
          (await cms.payload.find({ collection: 'payload-jobs', pagination: false, ...as(role) }))
            .docs as unknown as Job[]
        ).filter((job) => job.input.to === address).length;
      expect(await read('admin')).toBe(0);
      expect(await read('compliance')).toBe(1);
    });

    it('retries with backoff while the mail server refuses, then sends the mail exactly once', async () => {
      const cms = getCms();
      process.env.SMTP_URL = smtp.url;
      const team = `coworking-desk-${tag}@dav.localhost`;
      const [form] = (
        await cms.payload.find({ collection: 'forms', where: { name: { equals: 'coworking' } } })
      ).docs;
      await cms.payload.update({ collection: 'forms', id: form!.id, data: { notifyTo: [{ email: team }] } });
      smtp.refuseWhen((address, attempt) => address === team && attempt <= 2);
      try {
        await expectSuccess(
          await postCoworking(cms, 'en', { ...coworking('Lamarr'), email: `hedy-${tag}@example.com` }),
        );
        const job = await eventually(async () => {
          const [found] = await jobsTo(team);
          return found?.completedAt ? found : undefined;
        }, 'the team mail job to complete');
        expect(job).toMatchObject({ totalTried: 3, hasError: false });
        // In the order the attempts ran: PostgreSQL returns the log's rows in no set order.
        const attempts = [...(job.log ?? [])].sort((a, b) =>
          (a.executedAt ?? '').localeCompare(b.executedAt ?? ''),
        );
        expect(attempts.map((entry) => entry.state)).toEqual(['failed', 'failed', 'succeeded']);
        expect(smtp.attempts.get(team)).toBe(3);
        const delivered = smtp.to(team);
        expect(delivered).toHaveLength(1);
        expect(delivered[0]!.mail.subject).toBe('New coworking request');
        expect(delivered[0]!.mail.text).toContain('Number of weeks: 2');
        // Further runs find nothing left to send for it.
        await runMailQueue();
        expect(smtp.to(team)).toHaveLength(1);
      } finally {
        smtp.refuseWhen(() => false);
        await cms.payload.update({
          collection: 'forms',
          id: form!.id,
          data: { notifyTo: [{ email: 'coworking@dav.localhost' }] },
        });
      }
    });

    it('queues the mails in the submission’s transaction: a rolled-back submission leaves no mail', async () => {
      const cms = getCms();
      const { storeSubmission } = await import('@/submissions/store');
      const { queueSubmissionMails } = await import('@/notifications/queue-mails');
      const { FormDefinitionSchema } = await import('@dav/contract');
      const { loadForm } = await import('@/intake/load-form');
      const definition = FormDefinitionSchema.parse(await loadForm(cms.payload, 'fr', 'contact'));
      const values = { ...visitor('Rollback'), email: `rollback-${tag}@example.com` } as Record<
        string,
        string
      >;
      const jobsBefore = (await allJobs()).length;
      const destination = {
        collection: 'contact-requests',
        youare: 'visiteur',
        ip: '',
        userAgent: '',
      } as const;
      await expect(
        storeSubmission(cms.payload, destination, 'fr', values, new Map(), async (req, id) => {
          await queueSubmissionMails(cms.payload, req, {
            form: 'contact',
            collection: destination.collection,
            id,
            locale: 'fr',
            definition,
            values,
          });
          expect((await allJobs()).length).toBe(jobsBefore); // not visible outside the transaction
          throw new Error('the commit fails');
        }),
      ).rejects.toThrow('the commit fails');
      expect(await allJobs()).toHaveLength(jobsBefore);
      expect(await byEmail('contact-requests', values.email!)).toEqual([]);
    });
  });
}

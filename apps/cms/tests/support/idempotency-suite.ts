import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, SubmissionAcceptedSchema } from '@dav/contract';
import { defaultMessage } from '@dav/rules';
import { bootCms, type Cms, type Env } from './boot';
import { json } from './requests';
import { eventually, startSmtpServer, type SmtpServer } from './smtp';
import {
  coworking,
  expectErrors,
  expectSuccess,
  formData,
  pdf,
  postContact,
  postCoworking,
  request,
  visitor,
  type Fields,
  type PostInit,
} from './submission-fixtures';

type KeyRow = {
  id: number;
  key: string;
  scope: string;
  collection?: string | null;
  document?: number | null;
};

/**
 * Idempotent submissions (docs/architecture.md#idempotent-submissions), on one database: a post
 * retried with its Idempotency-Key is stored and mailed once and answered as the first was, even
 * when both arrive at once; a key reused for other content is refused; a malformed key is a 400;
 * a post without a key is stored as before. Against a real SMTP server.
 */
export function describeIdempotency(
  name: string,
  env: () => Promise<Env> | Env,
  cleanup?: () => Promise<void>,
) {
  describe(`${name}: idempotent submissions`, () => {
    let cms: Cms;
    let smtp: SmtpServer;
    const tag = name.toLowerCase();
    const withKey = (key: string, init: PostInit = {}): PostInit => ({
      ...init,
      headers: { ...init.headers, [IDEMPOTENCY_KEY_HEADER]: key },
    });
    const contactsOf = async (lastname: string) =>
      (await cms.payload.find({ collection: 'contact-requests', pagination: false, depth: 0 })).docs.filter(
        (doc) => (doc.values as Record<string, unknown>).lastname === lastname,
      );
    const keyRows = async (): Promise<KeyRow[]> =>
      (await cms.payload.find({ collection: 'submission-keys', pagination: false, depth: 0 }))
        .docs as KeyRow[];
    const mailJobsTo = async (address: string) =>
      (await cms.payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 })).docs.filter(
        (job) => (job.input as { to?: string } | null)?.to === address,
      );
    const runMailQueue = async () => (await import('@/mail/runner')).runMailQueue(cms.payload);
    /** Sends what is queued, waits for `address`'s mail, then checks no second one follows. */
    const deliveredOnce = async (address: string) => {
      await runMailQueue();
      await eventually(() => smtp.to(address).length > 0, `the mail to ${address}`);
      await runMailQueue();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.to(address)).toHaveLength(1);
      // Its Message-ID is its job's, the same on any attempt: a copy sent again after a crash
      // between sending and marking the job done reads as the same message (mail/transport.ts).
      const [job] = await mailJobsTo(address);
      const { jobMessageId } = await import('@/mail/transport');
      expect(smtp.to(address)[0]!.mail.messageId).toBe(jobMessageId(job!));
    };

    beforeAll(async () => {
      cms = await bootCms(await env(), { seededCopy: true });
      smtp = await startSmtpServer();
      process.env.SMTP_URL = smtp.url;
    });
    afterAll(async () => {
      // The CMS first: its last mail run finishes with the SMTP server still named.
      await cms?.close();
      delete process.env.SMTP_URL;
      await smtp?.close();
      await cleanup?.();
    });

    it('stores a contact request once for one key: the repeat gets the same answer, no second mail', async () => {
      const key = crypto.randomUUID();
      const email = `once.${tag}@example.com`;
      const fields = { ...visitor('Once'), email };
      const first = await postContact(cms, 'fr', fields, withKey(key));
      const firstBody = await json(first.clone());
      await expectSuccess(first);
      // The answer was lost: the browser sends the same post again, from the same address or not.
      const again = await postContact(cms, 'fr', fields, withKey(key.toUpperCase()));
      expect(again.status).toBe(first.status);
      expect(await json(again)).toEqual(firstBody);
      expect(await contactsOf('Once')).toHaveLength(1);
      expect(await mailJobsTo(email)).toHaveLength(1);
      await deliveredOnce(email);
      // Its key row names the document and keeps neither the key nor what was sent.
      const [contact] = await contactsOf('Once');
      const rows = (await keyRows()).filter((row) => row.document === contact!.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ scope: 'forms/contact', collection: 'contact-requests' });
      expect(JSON.stringify(rows[0])).not.toContain(key);
      expect(JSON.stringify(rows[0])).not.toContain(email);
    });

    it('stores one document when two posts with one key arrive at once', async () => {
      const key = crypto.randomUUID();
      const email = `together.${tag}@example.com`;
      const fields = { ...visitor('Together'), email };
      const answers = await Promise.all([
        postContact(cms, 'fr', fields, withKey(key)),
        postContact(cms, 'fr', fields, withKey(key)),
        postContact(cms, 'fr', fields, withKey(key)),
      ]);
      for (const answer of answers) await expectSuccess(answer);
      expect(await contactsOf('Together')).toHaveLength(1);
      expect(await mailJobsTo(email)).toHaveLength(1);
      await deliveredOnce(email);

      const coworkingKey = crypto.randomUUID();
      const twice = await Promise.all([
        postCoworking(cms, 'fr', coworking('Together'), withKey(coworkingKey)),
        postCoworking(cms, 'fr', coworking('Together'), withKey(coworkingKey)),
      ]);
      for (const answer of twice) await expectSuccess(answer);
      const { docs } = await cms.payload.find({
        collection: 'coworking-requests',
        pagination: false,
        depth: 0,
      });
      expect(
        docs.filter((doc) => (doc.values as Record<string, unknown>).lastname === 'Together'),
      ).toHaveLength(1);
    });

    it('refuses a key reused for other content with a 422 in the language of the form; stores nothing', async () => {
      const key = crypto.randomUUID();
      await expectSuccess(await postContact(cms, 'en', visitor('Changed'), withKey(key)));
      const changed = await postContact(
        cms,
        'en',
        { ...visitor('Changed'), message: 'Other words' },
        withKey(key),
      );
      expect(await expectErrors(changed, 422)).toEqual({
        idempotencyKey: defaultMessage('idempotencyConflict', 'en'),
      });
      expect(await contactsOf('Changed')).toHaveLength(1);
      // The same key on another endpoint is another key.
      await expectSuccess(await postCoworking(cms, 'fr', coworking('Changed'), withKey(key)));
    });

    it('refuses a malformed key with a 400 in the contract’s error shape, before storing anything', async () => {
      for (const bad of ['not-a-uuid', '12345', `${crypto.randomUUID()}0`]) {
        const refused = await postContact(cms, 'fr', visitor('Malformed'), withKey(bad));
        expect(Object.keys(await expectErrors(refused, 400))).toEqual(['idempotencyKey']);
      }
      expect(await contactsOf('Malformed')).toHaveLength(0);
    });

    it('stores every post without a key, as before', async () => {
      await expectSuccess(await postContact(cms, 'fr', visitor('NoKey')));
      await expectSuccess(await postContact(cms, 'fr', visitor('NoKey')));
      expect(await contactsOf('NoKey')).toHaveLength(2);
    });

    it('gives a report’s retry the same receipt code, kept at rest only sealed under the key', async () => {
      const key = crypto.randomUUID();
      const report: Fields = {
        youare: 'snowden',
        company: 'ACME',
        subsidiary: 'dav-lyon',
        firstname: 'Edward',
        lastname: 'Retried',
        email: 'anonymous@example.com',
        message: 'Facts.',
      };
      const reportsNamed = async () =>
        (
          await cms.payload.find({ collection: 'whistleblowing-reports', pagination: false, depth: 0 })
        ).docs.filter((doc) => (doc.values as Record<string, unknown>).lastname === 'Retried');
      const first = SubmissionAcceptedSchema.parse(
        await json(await postContact(cms, 'fr', report, withKey(key))),
      );
      const [again, atOnce] = await Promise.all([
        postContact(cms, 'fr', report, withKey(key)),
        postContact(cms, 'fr', report, withKey(key)),
      ]);
      expect(await json(again)).toEqual(first);
      expect(await json(atOnce)).toEqual(first);
      expect(first.receipt).toMatch(/^\d{16}$/);
      const reports = await reportsNamed();
      expect(reports).toHaveLength(1);
      // The code is not in the key's row (nor the key): only a sealed copy the key opens.
      const { docs } = await cms.payload.find({
        collection: 'submission-keys',
        where: { collection: { equals: 'whistleblowing-reports' } },
        pagination: false,
        depth: 0,
      });
      const row = docs.find((doc) => doc.document === reports[0]!.id)!;
      expect(JSON.stringify(row)).not.toContain(first.receipt);
      expect(JSON.stringify(row)).not.toContain(key);
      // Admins, who may count other keys, do not see a report's.
      await expectSuccess(await postContact(cms, 'fr', visitor('Counted'), withKey(crypto.randomUUID())));
      const admin = await cms.payload.create({
        collection: 'users',
        data: { email: `keys-admin-${tag}@test.localhost`, password: 'pw-123456789', roles: ['admin'] },
      });
      const seen = await cms.payload.find({
        collection: 'submission-keys',
        user: { ...admin, collection: 'users' },
        overrideAccess: false,
        pagination: false,
      });
      expect(seen.docs.some((doc) => doc.id === row.id)).toBe(false);
      expect(seen.docs.some((doc) => doc.collection === 'contact-requests')).toBe(true);

      // The reporter's reply, retried: one message.
      const reply = (init: PostInit) =>
        cms.routes.followUpReply(
          request(
            'http://fr.localhost:3000/wp-json/api/fr/whistleblowing-follow-up/reply',
            formData({ code: first.receipt!, message: 'More facts.', file: pdf(700) }, 10_000),
            init,
          ),
          { params: Promise.resolve({ locale: 'fr' }) },
        );
      const replyKey = crypto.randomUUID();
      const replies = await Promise.all([reply(withKey(replyKey)), reply(withKey(replyKey))]);
      for (const answer of replies) await expectSuccess(answer);
      await expectSuccess(await reply(withKey(replyKey)));
      const messages = await cms.payload.find({
        collection: 'report-messages',
        where: { report: { equals: reports[0]!.id } },
        pagination: false,
        depth: 0,
      });
      expect(messages.docs).toHaveLength(1);
      expect(messages.docs[0]!.files).toHaveLength(1);
    });

    it('stores a spontaneous application (with its CV) and a skills-test request once per key', async () => {
      const email = `grace.${tag}@example.com`;
      const application: Fields = {
        expertise: 'data-ai',
        lastname: 'Hopper',
        firstname: 'Grace',
        email,
        cv: pdf(600),
        mobility: ['everywhere'],
        confidentiality: '/privacy-policy',
        youare: 'candidate',
      };
      const key = crypto.randomUUID();
      const apply = () => postContact(cms, 'en', application, withKey(key), 'spontaneous-application');
      const answers = await Promise.all([apply(), apply()]);
      for (const answer of answers) await expectSuccess(answer);
      await expectSuccess(await apply());
      const candidates = await cms.payload.find({
        collection: 'candidates',
        where: { email: { equals: email } },
        depth: 0,
      });
      expect(candidates.docs).toHaveLength(1);
      const applications = await cms.payload.find({
        collection: 'applications',
        where: { candidate: { equals: candidates.docs[0]!.id } },
        depth: 0,
      });
      expect(applications.docs).toHaveLength(1);
      expect(await mailJobsTo(email)).toHaveLength(1);
      // A different CV under the same key is other content.
      const otherCv = await postContact(
        cms,
        'en',
        { ...application, cv: pdf(650) },
        withKey(key),
        'spontaneous-application',
      );
      await expectErrors(otherCv, 422);

      const skills = (init: PostInit) =>
        cms.routes.skillsTest(
          request(
            'http://fr.localhost:3000/wp-json/api/appskills',
            formData(
              {
                lastname: 'Hopper',
                firstname: 'Grace',
                email,
                locale: 'fr',
                technology: 'react',
                technologyId: '12',
                idSubTechnology: '4',
              },
              10_000,
            ),
            init,
          ),
        );
      const skillsKey = crypto.randomUUID();
      const [one, two] = await Promise.all([skills(withKey(skillsKey)), skills(withKey(skillsKey))]);
      expect(one.status).toBe(200);
      const link = await json(one);
      expect(await json(two)).toEqual(link);
      expect(await json(await skills(withKey(skillsKey)))).toEqual(link);
      const tests = await cms.payload.find({
        collection: 'skill-test-requests',
        where: { candidate: { equals: candidates.docs[0]!.id } },
        depth: 0,
      });
      expect(tests.docs).toHaveLength(1);
    });

    it('erases keys after 24 hours with the nightly retention job, and with their document', async () => {
      const key = crypto.randomUUID();
      await expectSuccess(await postContact(cms, 'fr', visitor('Forgotten'), withKey(key)));
      const [contact] = await contactsOf('Forgotten');
      const rowOf = async () => (await keyRows()).filter((row) => row.document === contact!.id);
      expect(await rowOf()).toHaveLength(1);
      const { eraseExpired } = await import('@/retention/retention');
      // 23 hours on, the key is still there; 25 hours on, gone (the request stays: months).
      expect((await eraseExpired(cms.payload, new Date(Date.now() + 23 * 3_600_000))).idempotencyKeys).toBe(
        0,
      );
      expect(await rowOf()).toHaveLength(1);
      const later = await eraseExpired(cms.payload, new Date(Date.now() + 25 * 3_600_000));
      expect(later.idempotencyKeys).toBeGreaterThan(0);
      expect(await keyRows()).toEqual([]);
      expect(await contactsOf('Forgotten')).toHaveLength(1);

      // A document deleted takes its key with it.
      const other = crypto.randomUUID();
      await expectSuccess(await postContact(cms, 'fr', visitor('Deleted'), withKey(other)));
      const [deleted] = await contactsOf('Deleted');
      expect((await keyRows()).filter((row) => row.document === deleted!.id)).toHaveLength(1);
      await cms.payload.delete({ collection: 'contact-requests', id: deleted!.id });
      expect((await keyRows()).filter((row) => row.document === deleted!.id)).toHaveLength(0);
    });
  });
}

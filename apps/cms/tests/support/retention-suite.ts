import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Cms } from './boot';
import { json } from './requests';
import { expectSuccess, formData, pdf, postContact, request, type Fields } from './submission-fixtures';

const DAY_MS = 86_400_000;

type Job = { id: number; queue: string; input: { to?: string; subject?: string; text?: string } };

/**
 * Candidates' data (docs/product.md#candidates-data): the receipt's withdraw link, and the
 * nightly erasure with the clock moved past each period. Runs last on its database: moving the
 * clock 24 months ahead makes every candidate of the other suites inactive too.
 */
export function describeCandidatesData(getCms: () => Cms, suite: string) {
  describe('candidates’ data', () => {
    const cms = () => getCms();
    const job = (email: string, locale = 'fr', extra: Fields = {}) =>
      postContact(
        cms(),
        locale,
        {
          lastname: 'Curie',
          firstname: 'Marie',
          email,
          cv: pdf(800),
          gender: 'woman',
          mobility: ['lyon'],
          confidentiality: '/politique-de-confidentialite',
          youare: 'candidate',
          offer: 'ingenieure-ingenieur-data-paris',
          ...extra,
        },
        {},
        'application',
      );
    const spontaneous = (email: string) =>
      postContact(
        cms(),
        'en',
        {
          expertise: 'data-ai',
          lastname: 'Franklin',
          firstname: 'Rosalind',
          email,
          cv: pdf(900),
          mobility: ['everywhere'],
          confidentiality: '/privacy-policy',
          youare: 'candidate',
        },
        { origin: 'http://en.localhost:3000' },
        'spontaneous-application',
      );
    const withdraw = (token: string, locale = 'fr') =>
      cms().routes.withdrawal(
        request(
          `http://fr.localhost:3000/wp-json/api/${locale}/application-withdrawal`,
          formData({ token }, null),
          {},
        ),
        { params: Promise.resolve({ locale }) },
      );
    const jobsTo = async (address: string) =>
      (
        (await cms().payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 }))
          .docs as unknown as Job[]
      ).filter((j) => j.input.to === address);
    const candidateOf = async (email: string) =>
      (
        await cms().payload.find({
          collection: 'candidates',
          where: { email: { equals: email.toLowerCase() } },
          depth: 0,
        })
      ).docs[0];
    const filesOf = async (candidate: number) => {
      const { docs } = await cms().payload.find({
        collection: 'applications',
        where: { candidate: { equals: candidate } },
        depth: 1,
      });
      return docs.flatMap((a) => (a.files ?? []) as { id: number; filename: string }[]);
    };
    /** The nightly job, run as if it were `now`. */
    const runAt = async (now: Date) => {
      await cms().payload.jobs.queue({
        task: 'erase-expired-candidate-data',
        queue: 'retention',
        input: { now: now.toISOString() },
      });
      await cms().payload.jobs.run({ queue: 'retention' });
    };
    const privateDir = () => path.join(process.env.CMS_DATA_DIR!, 'private-files');
    const onDisk = (filename: string) => fs.existsSync(path.join(privateDir(), filename));

    it('sends the candidate a receipt in their language with a link that withdraws and erases, once', async () => {
      const email = `withdraw.${suite}@example.com`;
      await expectSuccess(await job(email));
      await expectSuccess(await spontaneous(email));
      const other = `stays.${suite}@example.com`;
      await expectSuccess(await job(other));

      const [receipt] = (await jobsTo(email)).filter(
        (j) => j.input.subject === 'Nous avons bien reçu votre candidature',
      );
      expect(receipt).toBeDefined();
      const link = /http:\/\/fr\.localhost:3000\/retrait-candidature\?token=\S+/.exec(
        receipt!.input.text!,
      )?.[0];
      expect(link).toBeDefined();
      expect(receipt!.input.text).toContain('24 mois');
      const [english] = (await jobsTo(email)).filter(
        (j) => j.input.subject === 'We have received your application',
      );
      expect(english!.input.text).toContain('http://en.localhost:3000/retrait-candidature?token=');

      const candidate = (await candidateOf(email))!;
      await cms().payload.create({
        collection: 'skill-test-requests',
        data: { candidate: candidate.id, technology: 'react', provider: 'built-in', locale: 'fr' },
      });
      const files = await filesOf(candidate.id);
      expect(files).toHaveLength(2);
      expect(files.every((f) => onDisk(f.filename))).toBe(true);
      const otherFiles = await filesOf((await candidateOf(other))!.id);

      const token = new URL(link!).searchParams.get('token')!;
      // A forged or altered token erases nothing.
      expect((await withdraw(`${candidate.id}.${'A'.repeat(43)}`)).status).toBe(410);
      expect((await withdraw(token.replace(/^\d+/, String((await candidateOf(other))!.id)))).status).toBe(
        410,
      );
      expect((await withdraw('nonsense')).status).toBe(410);
      expect(await candidateOf(email)).toBeDefined();

      const answer = await withdraw(token);
      expect(answer.status).toBe(200);
      expect(await json(answer)).toEqual({ success: true, erased: 2 });
      expect(await candidateOf(email)).toBeUndefined();
      expect(files.some((f) => onDisk(f.filename))).toBe(false);
      const left = await cms().payload.find({
        collection: 'submission-files',
        where: { id: { in: files.map((f) => f.id) } },
      });
      expect(left.docs).toEqual([]);
      expect(
        (
          await cms().payload.find({
            collection: 'skill-test-requests',
            where: { candidate: { equals: candidate.id } },
          })
        ).docs,
      ).toEqual([]);
      // Single use; the other candidate is untouched.
      expect((await withdraw(token)).status).toBe(410);
      expect(await filesOf((await candidateOf(other))!.id)).toEqual(otherFiles);
      expect(otherFiles.every((f) => onDisk(f.filename))).toBe(true);
    });

    it('sends spontaneous applications to the recruiters’ address set in the admin', async () => {
      const email = `team.${suite}@example.com`;
      await expectSuccess(await spontaneous(email));
      const team = (await jobsTo('recrutement@dav.localhost')).filter((j) => j.input.text?.includes(email));
      expect(team.map((j) => j.input.subject)).toEqual(['New spontaneous application']);
    });

    it('erases rejected applications 3 months after the decision, the rest 24 months after they were sent, a candidate left with nothing, old mail jobs after 30 days', async () => {
      const payload = cms().payload;
      const rejectedEmail = `rejected.${suite}@example.com`;
      const keptEmail = `kept.${suite}@example.com`;
      await expectSuccess(await job(rejectedEmail));
      await expectSuccess(await job(keptEmail));
      const rejected = (await candidateOf(rejectedEmail))!;
      const kept = (await candidateOf(keptEmail))!;
      const [application] = (
        await payload.find({
          collection: 'applications',
          where: { candidate: { equals: rejected.id } },
          depth: 0,
        })
      ).docs;
      await payload.update({ collection: 'applications', id: application!.id, data: { status: 'rejected' } });
      const decided = (await payload.findByID({ collection: 'applications', id: application!.id })).decidedAt;
      expect(decided).toBeTruthy();
      const rejectedFiles = await filesOf(rejected.id);
      const keptFiles = await filesOf(kept.id);
      // A mail job sent now.
      const mail = (await jobsTo(keptEmail))[0]!;
      await payload.update({
        collection: 'payload-jobs',
        id: mail.id,
        data: { completedAt: new Date().toISOString() },
      });

      // Content stays, and open reports (contact requests have their own period: submissions-retention-suite).
      const counts = async () => ({
        offers: (await payload.count({ collection: 'offers' })).totalDocs,
        pages: (await payload.count({ collection: 'pages' })).totalDocs,
        reports: (await payload.count({ collection: 'whistleblowing-reports' })).totalDocs,
        reportFiles: (
          await payload.count({
            collection: 'submission-files',
            where: { kind: { equals: 'whistleblowing' } },
          })
        ).totalDocs,
      });
      const before = await counts();
      const exists = async (id: number) =>
        (await payload.find({ collection: 'payload-jobs', where: { id: { equals: id } } })).docs.length === 1;

      await runAt(new Date(Date.now() + 29 * DAY_MS));
      expect(await exists(mail.id)).toBe(true);
      await runAt(new Date(Date.now() + 31 * DAY_MS));
      expect(await exists(mail.id)).toBe(false);
      expect(await filesOf(rejected.id)).toHaveLength(1); // two months and a day: not yet

      await runAt(new Date(Date.now() + 93 * DAY_MS));
      expect(await filesOf(rejected.id)).toEqual([]);
      expect(rejectedFiles.some((f) => onDisk(f.filename))).toBe(false);
      // Nothing else of theirs was left: the record goes with it.
      expect(await candidateOf(rejectedEmail)).toBeUndefined();
      expect(await filesOf(kept.id)).toEqual(keptFiles);
      expect(keptFiles.every((f) => onDisk(f.filename))).toBe(true);

      // 24 months on, with one application sent the day before (its date moved along with the clock).
      const later = new Date(Date.now() + 732 * DAY_MS);
      const activeEmail = `active.${suite}@example.com`;
      await expectSuccess(await job(activeEmail));
      const active = (await candidateOf(activeEmail))!;
      const [recent] = (
        await payload.find({ collection: 'applications', where: { candidate: { equals: active.id } } })
      ).docs;
      await payload.update({
        collection: 'applications',
        id: recent!.id,
        data: { createdAt: new Date(later.getTime() - DAY_MS).toISOString() },
      });
      await runAt(later);
      expect(await candidateOf(keptEmail)).toBeUndefined();
      expect(keptFiles.some((f) => onDisk(f.filename))).toBe(false);
      expect(await filesOf(active.id)).toHaveLength(1);
      expect(await counts()).toEqual(before);
    });

    it('erases a candidate’s application and record on their own clock, whatever test request comes later with their address (issue 18, finding 2; issue 30, finding 8)', async () => {
      const payload = cms().payload;
      const email = `own-clock.${suite}@example.com`;
      await expectSuccess(await job(email));
      const candidate = (await candidateOf(email))!;
      const files = await filesOf(candidate.id);
      const testsOf = async () =>
        (
          await payload.find({
            collection: 'skill-test-requests',
            where: { candidate: { equals: candidate.id } },
          })
        ).docs;
      const { docs: applications } = await payload.find({
        collection: 'applications',
        where: { candidate: { equals: candidate.id } },
      });
      // Sent 20 months ago, when the candidate's record was made.
      const sent = new Date(Date.now() - 600 * DAY_MS).toISOString();
      await payload.update({
        collection: 'applications',
        id: applications[0]!.id,
        data: { createdAt: sent },
      });
      await payload.update({ collection: 'candidates', id: candidate.id, data: { createdAt: sent } });
      const lastActivity = (await candidateOf(email))!.lastActivityAt;
      // Today somebody else asks for a skills test with that address.
      const forged = await cms().routes.skillsTest(
        request(
          'http://fr.localhost:3000/wp-json/api/appskills',
          formData(
            {
              lastname: 'Forged',
              firstname: 'Mallory',
              email,
              locale: 'fr',
              technology: 'react',
              technologyId: '12',
              idSubTechnology: '4',
            },
            10_000,
          ),
          {},
        ),
      );
      expect(forged.status).toBe(200);
      // It is filed under her record, and says nothing of her activity (issue 30, finding 8).
      expect(await testsOf()).toHaveLength(1);
      expect((await candidateOf(email))!.lastActivityAt).toBe(lastActivity);

      // Five months on, the application is 25 months old: erased with its CV, whatever came later.
      await runAt(new Date(Date.now() + 150 * DAY_MS));
      expect(await filesOf(candidate.id)).toEqual([]);
      expect(files.some((f) => onDisk(f.filename))).toBe(false);
      // Nor does the request keep her record (her name, address, phone) past its own time: the
      // record goes with what it was made with, and the test request filed under it with it.
      expect(await candidateOf(email)).toBeUndefined();
      expect(await testsOf()).toEqual([]);
    });
  });
}

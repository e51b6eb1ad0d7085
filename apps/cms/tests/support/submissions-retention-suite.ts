import fs from 'node:fs';
import path from 'node:path';
import { createLocalReq } from 'payload';
import { describe, expect, it } from 'vitest';
import type { Cms } from './boot';
import { candidate, expectSuccess, pdf, postContact } from './submission-fixtures';

const DAY_MS = 86_400_000;

type Kind = 'contact' | 'whistleblowing' | 'coworking' | 'application';

/**
 * Submissions' files and retention (issue 18, finding 9; docs/product.md#submissions-storage):
 * a deleted submission takes its files along once the deletion is committed, the nightly job
 * erases each kind after its period and sweeps the files a crash left behind. Runs last on its
 * database: it moves the clock a year ahead.
 */
export function describeSubmissionsRetention(getCms: () => Cms, suite: string) {
  describe('submissions’ files and retention', () => {
    const payload = () => getCms().payload;
    const dir = () => path.join(process.env.CMS_DATA_DIR!, 'private-files');
    const onDisk = (filename: string) => fs.existsSync(path.join(dir(), filename));
    const runAt = async (now: Date) => {
      await payload().jobs.queue({
        task: 'erase-expired-candidate-data',
        queue: 'retention',
        input: { now: now.toISOString() },
      });
      await payload().jobs.run({ queue: 'retention' });
    };
    const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
    /** A row of `submission-files` and its file, as the store writes them. */
    const storedFile = async (kind: Kind) => {
      const bytes = Buffer.from(await pdf(400).arrayBuffer());
      const { id, filename } = await payload().create({
        collection: 'submission-files',
        data: { kind, originalName: 'piece.pdf' },
        file: {
          data: bytes,
          mimetype: 'application/pdf',
          name: `${crypto.randomUUID()}.pdf`,
          size: bytes.length,
        },
      });
      return { id, filename: filename! };
    };
    /** An open report holding `files`, as the store writes one. */
    const storedReport = (files: number[], message: string) =>
      payload().create({
        collection: 'whistleblowing-reports',
        data: { subsidiary: 'dav-lyon', values: { message }, files, locale: 'fr', status: 'received' },
      });
    const rowsOf = async (ids: number[]) =>
      (
        await payload().find({
          collection: 'submission-files',
          where: { id: { in: ids } },
          depth: 0,
          pagination: false,
        })
      ).docs;
    const exists = async (
      collection: 'contact-requests' | 'whistleblowing-reports' | 'coworking-requests' | 'day-requests',
      id: number,
    ) => (await payload().count({ collection, where: { id: { equals: id } } })).totalDocs === 1;
    const newest = async (collection: 'contact-requests' | 'applications') =>
      (await payload().find({ collection, sort: '-id', limit: 1, depth: 1 })).docs[0]!;
    const filesOf = (doc: { files?: unknown }) => (doc.files ?? []) as { id: number; filename: string }[];

    it('lets admins set the periods, and every role that reads a kind of submission read them', async () => {
      const as = async (role: 'admin' | 'editor' | 'recruiter' | 'compliance') => {
        const user = await payload().create({
          collection: 'users',
          data: {
            email: `retention-${role}-${suite.toLowerCase()}@test.localhost`,
            password: 'pw-123456789',
            roles: [role],
          },
        });
        return { user: { ...user, collection: 'users' as const }, overrideAccess: false };
      };
      const users = {
        admin: await as('admin'),
        editor: await as('editor'),
        recruiter: await as('recruiter'),
        compliance: await as('compliance'),
      };
      for (const access of Object.values(users))
        expect(await payload().findGlobal({ slug: 'retention-settings', ...access })).toMatchObject({
          contactMonths: 12,
          coworkingMonths: 12,
          dayMonths: 12,
          closedReportMonths: 2,
        });
      for (const role of ['editor', 'recruiter', 'compliance'] as const)
        await expect(
          payload().updateGlobal({ slug: 'retention-settings', data: { contactMonths: 60 }, ...users[role] }),
        ).rejects.toThrow();
      await payload().updateGlobal({ slug: 'retention-settings', data: { dayMonths: 18 }, ...users.admin });
      expect((await payload().findGlobal({ slug: 'retention-settings' })).dayMonths).toBe(18);
      await payload().updateGlobal({ slug: 'retention-settings', data: { dayMonths: 12 } });
    });

    it('deletes a submission’s files once its deletion is committed, and keeps them when it is rolled back', async () => {
      await expectSuccess(await postContact(getCms(), 'fr', candidate(`Deleted${suite}`, pdf(500))));
      const contact = await newest('contact-requests');
      const contactFiles = filesOf(contact);
      expect(contactFiles).toHaveLength(1);

      await expectSuccess(
        await postContact(
          getCms(),
          'fr',
          {
            lastname: 'Curie',
            firstname: 'Marie',
            email: `deleted.${suite}@example.com`,
            cv: pdf(700),
            mobility: ['lyon'],
            confidentiality: '/politique-de-confidentialite',
            youare: 'candidate',
            offer: 'ingenieure-ingenieur-data-paris',
          },
          {},
          'application',
        ),
      );
      const application = await newest('applications');
      const applicationFiles = filesOf(application);
      expect(applicationFiles).toHaveLength(1);

      const evidence = await storedFile('whistleblowing');
      const report = await storedReport([evidence.id], 'Fraud');
      // A coworking request names its files in its values only (it has no `files` field).
      const plan = await storedFile('coworking');
      const coworking = await payload().create({
        collection: 'coworking-requests',
        data: { values: { plan: { file: plan.id, name: 'plan.pdf', size: 400 } }, locale: 'fr' },
      });
      const all = [...contactFiles, ...applicationFiles, evidence, plan];
      expect(all.every((f) => onDisk(f.filename))).toBe(true);

      // Rolled back: the request, its file row and its file are all still there.
      const req = await createLocalReq({}, payload());
      const transaction = await payload().db.beginTransaction();
      req.transactionID = transaction!;
      await payload().delete({ collection: 'contact-requests', id: contact.id, req });
      await payload().db.rollbackTransaction(transaction!);
      expect(await exists('contact-requests', contact.id)).toBe(true);
      expect(await rowsOf(contactFiles.map((f) => f.id))).toHaveLength(1);
      expect(onDisk(contactFiles[0]!.filename)).toBe(true);

      await payload().delete({ collection: 'contact-requests', id: contact.id });
      await payload().delete({ collection: 'applications', id: application.id });
      await payload().delete({ collection: 'whistleblowing-reports', id: report.id });
      await payload().delete({ collection: 'coworking-requests', where: { id: { equals: coworking.id } } });
      expect(await rowsOf(all.map((f) => f.id))).toEqual([]);
      expect(all.filter((f) => onDisk(f.filename))).toEqual([]);
    });

    it('never deletes another kind’s file with a submission: a stale id naming a report’s evidence leaves it', async () => {
      // A CV deleted by hand stays named by its request; SQLite gives its id to the next row,
      // here a report's evidence. Deleting the old request must not take the evidence along.
      const evidence = await storedFile('whistleblowing');
      const report = await storedReport([evidence.id], 'Kept');
      const contact = await payload().create({
        collection: 'contact-requests',
        data: { youare: 'candidate', values: {}, files: [evidence.id], locale: 'fr' },
      });
      await payload().delete({ collection: 'contact-requests', id: contact.id });
      expect(await rowsOf([evidence.id])).toHaveLength(1);
      expect(onDisk(evidence.filename)).toBe(true);
      await payload().delete({ collection: 'whistleblowing-reports', id: report.id });
      expect(await rowsOf([evidence.id])).toEqual([]);
      expect(onDisk(evidence.filename)).toBe(false);
    });

    it('sweeps a file or a file row no submission names once a day old, never a fresh one', async () => {
      const old = new Date(Date.now() - 25 * 3_600_000);
      const write = (name: string, at?: Date) => {
        fs.writeFileSync(path.join(dir(), name), 'left by a crash');
        if (at) fs.utimesSync(path.join(dir(), name), at, at);
      };
      write(`old-orphan-${suite}.pdf`, old);
      write(`fresh-orphan-${suite}.pdf`);
      const backdate = (id: number) =>
        payload().update({ collection: 'submission-files', id, data: { createdAt: old.toISOString() } });
      const oldRow = await storedFile('contact');
      await backdate(oldRow.id);
      const freshRow = await storedFile('contact');
      // Named by a request: kept, whatever its age.
      const named = await storedFile('contact');
      await backdate(named.id);
      const contact = await payload().create({
        collection: 'contact-requests',
        data: { youare: 'candidate', values: {}, files: [named.id], locale: 'fr' },
      });

      await runAt(new Date());
      expect(onDisk(`old-orphan-${suite}.pdf`)).toBe(false);
      expect(onDisk(`fresh-orphan-${suite}.pdf`)).toBe(true);
      expect((await rowsOf([oldRow.id, freshRow.id, named.id])).map((r) => r.id).sort()).toEqual(
        [freshRow.id, named.id].sort(),
      );
      expect(onDisk(oldRow.filename)).toBe(false);
      expect(onDisk(freshRow.filename) && onDisk(named.filename)).toBe(true);
      expect(await exists('contact-requests', contact.id)).toBe(true);
    });

    it('erases contact, coworking and day requests after their periods, a report after its case is closed, never an open one', async () => {
      const request = async (collection: 'contact-requests' | 'coworking-requests' | 'day-requests') => {
        const file = await storedFile(collection === 'contact-requests' ? 'contact' : 'coworking');
        const values = { lastname: `Kept${suite}`, cv: { file: file.id, name: 'cv.pdf', size: 400 } };
        const { id } =
          collection === 'contact-requests'
            ? await payload().create({
                collection,
                data: { youare: 'customer', values, files: [file.id], locale: 'fr' },
              })
            : await payload().create({ collection, data: { values, locale: 'fr' } });
        return { id, file };
      };
      const contact = await request('contact-requests');
      const coworking = await request('coworking-requests');
      const day = await request('day-requests');
      // Sent "300 days from now": still recent when the others are due.
      const recent = await request('contact-requests');
      await payload().update({
        collection: 'contact-requests',
        id: recent.id,
        data: { createdAt: inDays(300).toISOString() },
      });
      const report = async (closedAt: Date | null) => {
        const evidence = await storedFile('whistleblowing');
        const { id } = await payload().create({
          collection: 'whistleblowing-reports',
          data: {
            subsidiary: 'dav-lyon',
            values: {},
            files: [evidence.id],
            locale: 'fr',
            status: 'received',
          },
        });
        // Nothing writes it through the API; the local API (as the workflow's hook will) can.
        if (closedAt)
          await payload().update({
            collection: 'whistleblowing-reports',
            id,
            data: { closedAt: closedAt.toISOString() },
          });
        return { id, file: evidence };
      };
      const closed = await report(new Date());
      const open = await report(null);
      await payload().update({
        collection: 'whistleblowing-reports',
        id: open.id,
        data: { createdAt: new Date(Date.now() - 5 * 365 * DAY_MS).toISOString() },
      });
      const left = async () => ({
        contact: await exists('contact-requests', contact.id),
        coworking: await exists('coworking-requests', coworking.id),
        day: await exists('day-requests', day.id),
        recent: await exists('contact-requests', recent.id),
        closed: await exists('whistleblowing-reports', closed.id),
        open: await exists('whistleblowing-reports', open.id),
      });
      const all = { contact: true, coworking: true, day: true, recent: true, closed: true, open: true };

      await runAt(inDays(55)); // the case closed less than 2 months ago
      expect(await left()).toEqual(all);
      await runAt(inDays(65));
      expect(await left()).toEqual({ ...all, closed: false });
      expect(onDisk(closed.file.filename)).toBe(false);

      // An admin keeps coworking requests 6 months: the job reads the settings.
      await payload().updateGlobal({ slug: 'retention-settings', data: { coworkingMonths: 6 } });
      await runAt(inDays(200));
      expect(await left()).toEqual({ ...all, closed: false, coworking: false });
      await runAt(inDays(370));
      expect(await left()).toEqual({
        contact: false,
        coworking: false,
        day: false,
        recent: true,
        closed: false,
        open: true,
      });
      for (const gone of [contact, coworking, day]) expect(onDisk(gone.file.filename)).toBe(false);
      expect(await rowsOf([contact.file.id, coworking.file.id, day.file.id])).toEqual([]);
      expect(onDisk(recent.file.filename) && onDisk(open.file.filename)).toBe(true);
      await payload().updateGlobal({ slug: 'retention-settings', data: { coworkingMonths: 12 } });
    });
  });
}

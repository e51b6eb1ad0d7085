import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportFollowUpSchema, SubmissionAcceptedSchema } from '@dav/contract';
import { defaultMessage } from '@dav/rules';
import { loadCorpus } from '../fixtures/uploads/load-corpus';
import type { Cms } from './boot';
import { json } from './requests';
import {
  expectErrors,
  expectSuccess,
  formData,
  pdf,
  postContact,
  request,
  type Fields,
  type PostInit,
} from './submission-fixtures';

const REPORT: Fields = {
  youare: 'snowden',
  company: 'ACME',
  subsidiary: 'dav-lyon',
  firstname: 'Edward',
  lastname: 'Reporter',
  email: 'anonymous@example.com',
  message: 'Bribes were paid.',
};

/**
 * The whistleblowing channel (docs/product.md#whistleblowing-follow-up): the receipt code given
 * once, the follow-up opened by it alone, the compliance team's messages and the reporter's
 * answers, the deadlines the law sets.
 */
export function describeWhistleblowing(getCms: () => Cms, suite: string) {
  describe('whistleblowing follow-up', () => {
    const cms = () => getCms();
    const followUp = (locale: string, fields: Fields, init: PostInit = {}) =>
      cms().routes.followUp(
        request(
          `http://fr.localhost:3000/wp-json/api/${locale}/whistleblowing-follow-up`,
          formData(fields, null),
          init,
        ),
        { params: Promise.resolve({ locale }) },
      );
    const reply = (locale: string, fields: Fields, init: PostInit = {}) =>
      cms().routes.followUpReply(
        request(
          `http://fr.localhost:3000/wp-json/api/${locale}/whistleblowing-follow-up/reply`,
          formData(fields, 10_000),
          init,
        ),
        { params: Promise.resolve({ locale }) },
      );
    const sendReport = async (lastname: string, locale = 'fr') => {
      const answer = SubmissionAcceptedSchema.parse(
        await json(await postContact(cms(), locale, { ...REPORT, lastname })),
      );
      expect(answer.receipt).toMatch(/^\d{16}$/);
      return answer.receipt!;
    };
    const reportOf = async (lastname: string) => {
      const { docs } = await cms().payload.find({
        collection: 'whistleblowing-reports',
        pagination: false,
        depth: 0,
      });
      return docs.find((doc) => (doc.values as Record<string, unknown>).lastname === lastname)!;
    };
    const complianceUser = async () =>
      cms().payload.create({
        collection: 'users',
        data: {
          email: `wb-compliance-${Math.random().toString(36).slice(2)}-${suite.toLowerCase()}@test.localhost`,
          password: 'pw-123456789',
          roles: ['compliance'],
          name: 'Claire Compliance',
        },
      });

    it('gives the reporter a 16-digit receipt code once, and keeps only a slow hash of it', async () => {
      const code = await sendReport('Receipt');
      const report = await reportOf('Receipt');
      expect(report).toMatchObject({ status: 'received' });
      // The hash is never read through the API, not even by compliance; the database holds
      // scrypt's output, not the code.
      const officer = await complianceUser();
      const seen = await cms().payload.findByID({
        collection: 'whistleblowing-reports',
        id: report.id,
        user: { ...officer, collection: 'users' },
        overrideAccess: false,
      });
      expect(Object.keys(seen)).not.toContain('receiptHash');
      const { docs } = await cms().payload.find({
        collection: 'whistleblowing-reports',
        where: { id: { equals: report.id } },
        select: { receiptHash: true },
        overrideAccess: true,
        showHiddenFields: true,
      });
      const stored = (docs[0] as { receiptHash?: string }).receiptHash ?? '';
      expect(stored).toMatch(/^scrypt\$[0-9a-f]{64}$/);
      expect(stored).not.toContain(code);
      // Other forms get no code.
      const other = await json(
        await postContact(cms(), 'fr', {
          ...REPORT,
          youare: 'visiteur',
          job: 'networks',
          city: 'Lyon',
          subject0: 'call',
          lastname: 'NoCode',
        }),
      );
      expect(other).toEqual({ success: true });
    });

    it('opens the case with the code alone, typed with spaces; refuses any other code with one message', async () => {
      const code = await sendReport('FollowUp', 'en');
      const spaced = code.replace(/(\d{4})(?=\d)/g, '$1 ');
      const view = ReportFollowUpSchema.parse(await json(await followUp('en', { code: spaced })));
      expect(view).toMatchObject({ status: 'received', acknowledgedAt: null, closedAt: null, messages: [] });
      const wrong = `${code.slice(0, 15)}${(Number(code[15]) + 1) % 10}`;
      for (const typed of [wrong, '1234', 'not a code', '']) {
        const started = Date.now();
        const refused = await followUp('fr', { code: typed });
        expect(Date.now() - started).toBeGreaterThanOrEqual(550);
        expect(await expectErrors(refused, 422)).toEqual({ code: defaultMessage('receiptCode', 'fr') });
      }
      expect(defaultMessage('receiptCode', 'en')).toBe(
        'This code does not match any report. Check it and try again.',
      );
    });

    it('limits attempts per address, however the codes differ', async () => {
      const ip = `192.0.2.${100 + suite.length}`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await followUp('fr', { code: String(1e15 + i) }, { ip })).status);
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
      expect((await followUp('fr', { code: '1' }, { origin: 'https://evil.example' })).status).toBe(403);
    });

    it('shows the compliance team’s message without a staff name, and the case’s dates', async () => {
      const code = await sendReport('Conversation');
      const report = await reportOf('Conversation');
      const officer = await complianceUser();
      await cms().payload.create({
        collection: 'report-messages',
        data: { report: report.id, body: 'Thank you. We are looking into it.', from: 'reporter' },
        user: { ...officer, collection: 'users' },
        overrideAccess: false,
      });
      const view = ReportFollowUpSchema.parse(await json(await followUp('fr', { code })));
      // The team's first message acknowledges the report, whatever `from` the form claimed.
      expect(view.status).toBe('acknowledged');
      expect(view.acknowledgedAt).not.toBeNull();
      expect(view.messages).toEqual([
        { from: 'compliance', body: 'Thank you. We are looking into it.', at: expect.any(String), files: 0 },
      ]);
      expect(JSON.stringify(view)).not.toMatch(/Claire|wb-compliance/);
      // The conversation is the report's content: reading it is reading the report (access log).
      await cms().payload.find({
        collection: 'report-messages',
        where: { report: { equals: report.id } },
        user: { ...officer, collection: 'users' },
        overrideAccess: false,
      });
      const reads = await cms().payload.find({
        collection: 'report-access-log',
        where: {
          and: [
            { report: { equals: report.id } },
            { action: { equals: 'read' } },
            { user: { equals: officer.id } },
          ],
        },
      });
      expect(reads.totalDocs).toBeGreaterThanOrEqual(1);
    });

    it('takes the reporter’s answer and file, for the compliance team only, and tells them it came', async () => {
      const code = await sendReport('Answer');
      const report = await reportOf('Answer');
      await expectSuccess(await reply('fr', { code, message: 'More facts.', file: pdf(900) }));
      const view = ReportFollowUpSchema.parse(await json(await followUp('fr', { code })));
      expect(view.messages).toEqual([
        { from: 'reporter', body: 'More facts.', at: expect.any(String), files: 1 },
      ]);
      const { docs } = await cms().payload.find({
        collection: 'report-messages',
        where: { report: { equals: report.id } },
        depth: 0,
      });
      const fileId = docs[0]!.files![0] as number;
      const file = await cms().payload.findByID({ collection: 'submission-files', id: fileId, depth: 0 });
      expect(file.kind).toBe('whistleblowing');
      // Only compliance reads it.
      for (const role of ['admin', 'editor', 'recruiter'] as const) {
        const user = await cms().payload.create({
          collection: 'users',
          data: {
            email: `wb-${role}-${Math.random().toString(36).slice(2)}@test.localhost`,
            password: 'pw-123456789',
            roles: [role],
          },
        });
        const seen = await cms().payload.find({
          collection: 'submission-files',
          where: { id: { equals: fileId } },
          user: { ...user, collection: 'users' },
          overrideAccess: false,
        });
        expect(seen.totalDocs, role).toBe(0);
        await expect(
          cms().payload.find({
            collection: 'report-messages',
            user: { ...user, collection: 'users' },
            overrideAccess: false,
          }),
          role,
        ).rejects.toThrow();
      }
      const notices = (
        await cms().payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 })
      ).docs.filter(
        (job) => (job.input as { subject?: string }).subject === 'Nouveau message sur un signalement',
      );
      expect(notices.length).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(notices)).not.toContain('More facts');
      // A reply needs its message and the right code.
      expect(await expectErrors(await reply('en', { code, message: '' }), 422)).toEqual({
        message: 'Please fill in this required field',
      });
      await expectErrors(await reply('en', { code: '0000000000000000', message: 'x' }), 422);
    });

    it('refuses every hostile file on the reporter’s answer, storing nothing', async () => {
      const code = await sendReport('Hostile');
      const before = (await cms().payload.count({ collection: 'submission-files' })).totalDocs;
      const hostile = loadCorpus('hostile');
      const statuses = await Promise.all(
        hostile.map(async (entry) => {
          const file = new File([new Uint8Array(entry.bytes)], entry.name, { type: entry.type });
          return {
            file: entry.file,
            status: (await reply('fr', { code, message: 'See file', file })).status,
          };
        }),
      );
      expect(statuses.filter(({ status }) => status !== 422)).toEqual([]);
      expect((await cms().payload.count({ collection: 'submission-files' })).totalDocs).toBe(before);
      const view = ReportFollowUpSchema.parse(await json(await followUp('fr', { code })));
      expect(view.messages).toEqual([]);
    });

    it('counts the deadlines: acknowledge within 7 days, then feedback within 3 months; closing stamps the date', async () => {
      await sendReport('Deadlines');
      const report = await reportOf('Deadlines');
      const received = new Date(report.createdAt).getTime();
      expect(new Date(report.nextDueAt!).getTime() - received).toBe(7 * 86_400_000);
      const officer = await complianceUser();
      const as = { user: { ...officer, collection: 'users' as const }, overrideAccess: false };
      // A date cannot be written, only stamped by a status change.
      const moved = await cms().payload.update({
        collection: 'whistleblowing-reports',
        id: report.id,
        data: {
          status: 'in-progress',
          acknowledgedAt: '2000-01-01T00:00:00.000Z',
          values: { lastname: 'Changed' },
        },
        ...as,
      });
      expect(new Date(moved.acknowledgedAt!).getTime()).toBeGreaterThan(received - 1000);
      expect((moved.values as Record<string, unknown>).lastname).toBe('Deadlines');
      expect(moved.deadline).toMatch(/^Retour avant le \d{4}-\d{2}-\d{2}$/);
      const closed = await cms().payload.update({
        collection: 'whistleblowing-reports',
        id: report.id,
        data: { status: 'closed' },
        ...as,
      });
      expect(closed.closedAt).not.toBeNull();
      expect(closed.nextDueAt).toBeNull();
      expect(closed.deadline).toBe('Clos');
    });

    it('deletes a report with its conversation and the files the reporter sent, once committed', async () => {
      const code = await sendReport('Deleted');
      const report = await reportOf('Deleted');
      await expectSuccess(await reply('fr', { code, message: 'Proof attached.', file: pdf(600) }));
      const { docs } = await cms().payload.find({
        collection: 'report-messages',
        where: { report: { equals: report.id } },
        depth: 1,
      });
      const file = docs[0]!.files![0] as { id: number; filename: string };
      const onDisk = () =>
        fs.existsSync(path.join(process.env.CMS_DATA_DIR!, 'private-files', file.filename));
      expect(onDisk()).toBe(true);
      await cms().payload.delete({ collection: 'whistleblowing-reports', id: report.id });
      const left = await cms().payload.count({
        collection: 'report-messages',
        where: { report: { equals: report.id } },
      });
      expect(left.totalDocs).toBe(0);
      await expect
        .poll(
          async () =>
            (
              await cms().payload.count({
                collection: 'submission-files',
                where: { id: { equals: file.id } },
              })
            ).totalDocs,
        )
        .toBe(0);
      expect(onDisk()).toBe(false);
      await expectErrors(await followUp('fr', { code }), 422);
    });

    it('lists the reports overdue first', async () => {
      const { docs } = await cms().payload.find({
        collection: 'whistleblowing-reports',
        pagination: false,
        depth: 0,
      });
      const open = docs.filter((doc) => doc.status !== 'closed');
      const dues = open.map((doc) => new Date(doc.nextDueAt!).getTime());
      expect(dues).toEqual([...dues].sort((a, b) => a - b));
      const last = docs.at(-1)!;
      expect(last.status).toBe('closed');
      // Reopened, a case is due again and no longer counts towards its erasure (Retention settings).
      const officer = await complianceUser();
      const reopened = await cms().payload.update({
        collection: 'whistleblowing-reports',
        id: last.id,
        data: { status: 'in-progress' },
        user: { ...officer, collection: 'users' },
        overrideAccess: false,
      });
      expect(reopened.closedAt).toBeNull();
      expect(reopened.nextDueAt).not.toBeNull();
    });
  });
}

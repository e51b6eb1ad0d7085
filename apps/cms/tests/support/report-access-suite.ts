import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cms } from './boot';
import { peer, rest, restLogin } from './rest';
import { pdf } from './submission-fixtures';

type Role = 'admin' | 'editor' | 'recruiter' | 'compliance';
const ROLES: Role[] = ['admin', 'editor', 'recruiter', 'compliance'];
const PASSWORD = 'pw-123456789';
type Entry = { action: string; report?: number | null; file?: number | null; user?: unknown };

/**
 * Whistleblowing reports and their files (issue 18, finding 3): only the compliance role deletes
 * them, nothing of them reaches anyone else, and every staff read, download, change or deletion
 * is written to the report access log, which nobody edits.
 */
export function describeReportAccess(getCms: () => Cms, suite: string) {
  describe('report access', () => {
    const tokens = {} as Record<Role, string>;
    const ids = {} as Record<Role, number>;
    const address = (role: Role) => `198.51.100.${40 + ROLES.indexOf(role)}`;
    const call = (role: Role, method: string, url: string, body?: unknown) =>
      rest(method, url, body, tokens[role], peer(address(role)));
    const privateFile = (filename: string) => path.join(process.env.CMS_DATA_DIR!, 'private-files', filename);

    /** A report with one file, stored as the contact form stores one. */
    async function storeWithFile(collection: 'whistleblowing-reports' | 'contact-requests', tag: string) {
      const { payload } = getCms();
      const { storeSubmission } = await import('@/submissions/store');
      const { inspectUpload } = await import('@/files/inspect-upload');
      const name = `${tag}-${suite}.pdf`;
      const inspected = await inspectUpload(new Uint8Array(await pdf(1000).arrayBuffer()), name, '');
      if (!inspected.ok) throw new Error(inspected.reason);
      const destination =
        collection === 'whistleblowing-reports'
          ? ({ collection, subsidiary: 'dav-lyon' } as const)
          : ({ collection, youare: 'candidate', ip: '', userAgent: '' } as const);
      await storeSubmission(
        payload,
        destination,
        'en',
        { message: tag, cv: { name, size: 1000 } },
        new Map([['cv', inspected.file]]),
      );
      const [file] = (
        await payload.find({ collection: 'submission-files', where: { originalName: { equals: name } } })
      ).docs;
      const [doc] = (
        await payload.find({ collection, where: { files: { in: [file!.id] } }, depth: 0, pagination: false })
      ).docs;
      return { id: doc!.id, file: file!.id, filename: file!.filename!, name };
    }

    const log = async (where: Record<string, unknown> = {}) =>
      (
        await getCms().payload.find({
          collection: 'report-access-log',
          where: where as never,
          pagination: false,
          depth: 0,
          sort: 'id',
        })
      ).docs as unknown as Entry[];

    beforeAll(async () => {
      for (const role of ROLES) {
        const email = `access-${role}-${suite.toLowerCase()}@test.localhost`;
        const user = await getCms().payload.create({
          collection: 'users',
          data: { email, password: PASSWORD, roles: [role] },
        });
        ids[role] = user.id;
        tokens[role] = await restLogin(email, PASSWORD, peer(address(role)));
      }
    });

    it('lets no admin delete or change a report or its files, nor learn their names; compliance deletes them', async () => {
      const report = await storeWithFile('whistleblowing-reports', 'evidence');
      const cv = await storeWithFile('contact-requests', 'deletable-cv');
      const secrets = [report.name, report.filename, 'evidence'];
      const expectNothingLeaks = async (response: Response, what: string) => {
        const text = await response.text();
        for (const secret of secrets) expect(text, `${what}: ${text}`).not.toContain(secret);
        if (response.status === 200) {
          const body = JSON.parse(text) as { docs: unknown[]; errors: unknown[] };
          expect(body.docs, what).toEqual([]);
          expect(body.errors, what).toEqual([]);
        } else expect([403, 404], what).toContain(response.status);
      };
      for (const role of ['admin', 'editor', 'recruiter'] as const) {
        const attempts: [string, string, unknown?][] = [
          ['DELETE', '/submission-files?where[kind][equals]=whistleblowing'],
          ['DELETE', `/submission-files?where[id][equals]=${report.file}`],
          ['DELETE', `/submission-files/${report.file}`],
          ['PATCH', `/submission-files/${report.file}`, { originalName: 'renamed' }],
          ['PATCH', '/submission-files?where[kind][equals]=whistleblowing', { originalName: 'renamed' }],
          ['DELETE', `/whistleblowing-reports/${report.id}`],
          ['DELETE', '/whistleblowing-reports?where[id][exists]=true'],
          ['PATCH', `/whistleblowing-reports/${report.id}`, { subsidiary: 'x' }],
          ['GET', `/submission-files/${report.file}`],
          ['GET', `/submission-files/file/${report.filename}`],
        ];
        for (const [method, url, body] of attempts)
          await expectNothingLeaks(await call(role, method, url, body), `${role} ${method} ${url}`);
      }
      const { payload } = getCms();
      await expect(
        payload.findByID({ collection: 'submission-files', id: report.file }),
      ).resolves.toMatchObject({
        originalName: report.name,
      });
      await expect(
        payload.findByID({ collection: 'whistleblowing-reports', id: report.id }),
      ).resolves.toBeTruthy();
      expect(fs.existsSync(privateFile(report.filename))).toBe(true);

      // Admins still delete the other kinds' files (a CV here), and compliance a report's.
      expect((await call('compliance', 'DELETE', `/submission-files/${cv.file}`)).status).toBe(403);
      expect((await call('admin', 'DELETE', `/submission-files/${cv.file}`)).status).toBe(200);
      const deleted = await call(
        'compliance',
        'DELETE',
        `/submission-files?where[id][equals]=${report.file}`,
      );
      expect(deleted.status).toBe(200);
      expect(((await deleted.json()) as { docs: unknown[] }).docs).toHaveLength(1);
      expect(fs.existsSync(privateFile(report.filename))).toBe(false);
      expect((await call('compliance', 'DELETE', `/whistleblowing-reports/${report.id}`)).status).toBe(200);
      const deletions = await log({ action: { equals: 'delete' } });
      expect(deletions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ file: report.file, user: ids.compliance }),
          expect.objectContaining({ report: report.id, user: ids.compliance }),
        ]),
      );
      // A deletion is logged as one, not also as a read of what was deleted.
      expect(await log({ and: [{ action: { equals: 'read' } }, { report: { equals: report.id } }] })).toEqual(
        [],
      );
    });

    it('has no GraphQL API that could read reports around the access rules and the log', async () => {
      const { POST } = await import('@/app/(payload)/api/graphql/route');
      const response = await POST(
        new Request('http://localhost:3001/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${tokens.compliance}` },
          body: JSON.stringify({ query: '{ WhistleblowingReports { docs { id } } }' }),
        }),
      );
      expect(response.status).toBe(404);
    });

    it('logs every read and download of a report or its files by staff, with who, what and where from', async () => {
      const started = new Date().toISOString();
      const report = await storeWithFile('whistleblowing-reports', 'logged');
      const before = (await log()).length;
      const { payload } = getCms();
      // The CMS's own reads (no user: the mail runner, the seed) are not staff reads.
      await payload.findByID({ collection: 'whistleblowing-reports', id: report.id });
      await payload.find({ collection: 'submission-files', where: { kind: { equals: 'whistleblowing' } } });
      expect(await log()).toHaveLength(before);

      expect((await call('compliance', 'GET', `/whistleblowing-reports/${report.id}?depth=0`)).status).toBe(
        200,
      );
      // SQLite may give a new report the id of a deleted one: this test's entries only.
      const since = { createdAt: { greater_than: started } };
      expect(await log({ and: [{ report: { equals: report.id } }, since] })).toEqual([
        expect.objectContaining({
          action: 'read',
          user: ids.compliance,
          userEmail: `access-compliance-${suite.toLowerCase()}@test.localhost`,
          address: address('compliance'),
          file: null,
        }),
      ]);
      const files = await call(
        'compliance',
        'GET',
        '/submission-files?where[kind][equals]=whistleblowing&limit=100',
      );
      expect(files.status).toBe(200);
      // Even when the caller selects only the name, the file's kind is read and the read logged.
      expect(
        (
          await call(
            'compliance',
            'GET',
            `/submission-files?where[id][equals]=${report.file}&select[originalName]=true`,
          )
        ).status,
      ).toBe(200);
      const download = await call('compliance', 'GET', `/submission-files/file/${report.filename}`);
      expect(download.status).toBe(200);
      expect((await download.arrayBuffer()).byteLength).toBe(1000);
      const fileEntries = await log({ and: [{ file: { equals: report.file } }, since] });
      expect(fileEntries.map((entry) => entry.action)).toEqual(['read', 'read', 'download']);
      expect(fileEntries.every((entry) => entry.user === ids.compliance)).toBe(true);
      // A list of reports: one entry per report shown.
      const list = (await (
        await call('compliance', 'GET', '/whistleblowing-reports?depth=0&limit=100')
      ).json()) as {
        docs: { id: number }[];
      };
      const listed = await log({
        and: [{ action: { equals: 'read' } }, { report: { in: list.docs.map((d) => d.id) } }],
      });
      expect(new Set(listed.map((entry) => entry.report))).toEqual(new Set(list.docs.map((d) => d.id)));
      // A change (none is possible through the API today: here through the local API, as a
      // compliance officer) is logged as one, inside its transaction, and not as a read.
      const compliance = await payload.findByID({ collection: 'users', id: ids.compliance });
      await payload.update({
        collection: 'whistleblowing-reports',
        id: report.id,
        data: { subsidiary: 'dav-paris' },
        user: compliance,
      });
      const changes = await log({ and: [{ report: { equals: report.id } }, since] });
      expect(changes.map((entry) => entry.action)).toEqual(['read', 'read', 'update']);
      // A CV read by an admin is no report: not logged.
      const count = (await log()).length;
      expect((await call('admin', 'GET', '/submission-files?where[kind][equals]=contact')).status).toBe(200);
      expect(await log()).toHaveLength(count);
    });

    it('logs a count or a search of what reports say as a read of every report it matched; counting by case reads none', async () => {
      const started = new Date().toISOString();
      const since = { createdAt: { greater_than: started } };
      const { payload } = getCms();
      const needle = `needle${suite.toLowerCase()}${Date.now()}`;
      const first = await storeWithFile('whistleblowing-reports', 'oracle-a');
      const second = await storeWithFile('whistleblowing-reports', 'oracle-b');
      for (const report of [first, second])
        await payload.create({
          collection: 'report-messages',
          data: { report: report.id, from: 'reporter', body: `${needle} ${report.id}` },
        });
      const readsOf = async (where: Record<string, unknown>) =>
        (await log({ and: [where, { action: { equals: 'read' } }, since] })).length;
      const reads = () => Promise.all([first, second].map((r) => readsOf({ report: { equals: r.id } })));
      expect(await reads()).toEqual([0, 0]);

      // The review's oracle: a count of messages by their text.
      const counted = await call('compliance', 'GET', `/report-messages/count?where[body][like]=${needle}`);
      expect(counted.status).toBe(200);
      expect(await counted.json()).toEqual({ totalDocs: 2 });
      expect(await reads()).toEqual([1, 1]);
      const entry = (await log({ and: [{ report: { equals: first.id } }, since] }))[0];
      expect(entry).toMatchObject({ user: ids.compliance, address: address('compliance') });
      // A page of one message tells the total: both reports are read, not only the one shown.
      const page = await call(
        'compliance',
        'GET',
        `/report-messages?where[body][like]=${needle}&limit=1&depth=0`,
      );
      expect(((await page.json()) as { totalDocs: number }).totalDocs).toBe(2);
      expect(await reads()).toEqual([2, 2]);
      // The same of a report's files, by their names.
      await call('compliance', 'GET', '/submission-files/count?where[originalName][like]=oracle-a');
      expect(await readsOf({ file: { equals: first.file } })).toBe(1);
      expect(await readsOf({ file: { equals: second.file } })).toBe(0);

      // Counting by where cases stand (the compliance dashboard) reads nothing a report says.
      const before = (await log()).length;
      const byStatus = await call(
        'compliance',
        'GET',
        '/whistleblowing-reports/count?where[status][equals]=received',
      );
      expect(byStatus.status).toBe(200);
      expect(((await byStatus.json()) as { totalDocs: number }).totalDocs).toBeGreaterThanOrEqual(2);
      expect(await log()).toHaveLength(before);
      // Nobody else counts them at all.
      const refused = await call('admin', 'GET', `/report-messages/count?where[body][like]=${needle}`);
      expect(refused.status).toBe(403);
    });

    it('lets nobody write the access log through the API, and only compliance read it', async () => {
      const [entry] = await log();
      expect(entry).toBeTruthy();
      const id = (entry as unknown as { id: number }).id;
      const before = await log();
      for (const role of ROLES) {
        const writes: [string, string, unknown?][] = [
          ['POST', '/report-access-log', { action: 'read', report: 1 }],
          ['PATCH', `/report-access-log/${id}`, { action: 'delete' }],
          ['PATCH', '/report-access-log?where[id][exists]=true', { address: 'x' }],
          ['DELETE', `/report-access-log/${id}`],
          ['DELETE', '/report-access-log?where[id][exists]=true'],
        ];
        for (const [method, url, body] of writes)
          expect((await call(role, method, url, body)).status, `${role} ${method} ${url}`).toBe(403);
        const read = await call(role, 'GET', '/report-access-log');
        expect(read.status, `${role} reads`).toBe(role === 'compliance' ? 200 : 403);
      }
      expect(await log()).toEqual(before);
    });
  });
}

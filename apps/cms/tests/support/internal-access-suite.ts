import { beforeAll, describe, expect, it } from 'vitest';
import type { Cms } from './boot';
import { peer, rest, restLogin } from './rest';

type Role = 'admin' | 'editor' | 'recruiter' | 'compliance';
const ROLES: Role[] = ['admin', 'editor', 'recruiter', 'compliance'];
const PASSWORD = 'pw-123456789';
const RETENTION_TASK = 'erase-expired-candidate-data';
const DAY_MS = 86_400_000;

type Lock = {
  id: number;
  document?: { relationTo: string; value: unknown } | null;
  user: { value: unknown };
};
const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as { id: number }).id : value);

/**
 * What Payload adds to the config itself (issue 18, finding 6): the scheduler's stats, which
 * would let anyone stop the nightly erasure, and the document locks, which show who has what
 * open.
 */
export function describeInternalAccess(getCms: () => Cms, suite: string) {
  describe('Payload’s jobs stats and document locks', () => {
    const tokens = {} as Record<Role, string>;
    const ids = {} as Record<Role, number>;
    const call = (role: Role, method: string, url: string, body?: unknown) =>
      rest(method, url, body, tokens[role], peer(`198.51.100.${60 + ROLES.indexOf(role)}`));

    beforeAll(async () => {
      for (const role of ROLES) {
        const email = `internal-${role}-${suite.toLowerCase()}@test.localhost`;
        const user = await getCms().payload.create({
          collection: 'users',
          data: { email, password: PASSWORD, roles: [role] },
        });
        ids[role] = user.id;
        tokens[role] = await restLogin(email, PASSWORD);
      }
    });

    it('lets only admins read or write the jobs stats, and the nightly erasure stays scheduled', async () => {
      const { payload } = getCms();
      const stop = {
        stats: {
          scheduledRuns: {
            queues: {
              retention: { tasks: { [RETENTION_TASK]: { lastScheduledRun: '2999-01-01T00:00:00.000Z' } } },
            },
          },
        },
      };
      for (const role of ['editor', 'recruiter', 'compliance'] as const) {
        expect((await call(role, 'GET', '/globals/payload-jobs-stats')).status, role).toBe(403);
        expect((await call(role, 'POST', '/globals/payload-jobs-stats', stop)).status, role).toBe(403);
      }
      expect((await call('admin', 'GET', '/globals/payload-jobs-stats')).status).toBe(200);
      expect(JSON.stringify(await payload.findGlobal({ slug: 'payload-jobs-stats' }))).not.toContain('2999');

      // Payload's scheduler writes the stats itself, past any access rule, and queues the job.
      await payload.jobs.handleSchedules({ queue: 'retention' });
      const stats = (await payload.findGlobal({ slug: 'payload-jobs-stats' })) as {
        stats?: {
          scheduledRuns?: {
            queues?: Record<string, { tasks?: Record<string, { lastScheduledRun?: string }> }>;
          };
        };
      };
      const last = stats.stats?.scheduledRuns?.queues?.retention?.tasks?.[RETENTION_TASK]?.lastScheduledRun;
      expect(Math.abs(Date.parse(last!) - Date.now())).toBeLessThan(60_000);
      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: {
          and: [
            { queue: { equals: 'retention' } },
            { taskSlug: { equals: RETENTION_TASK } },
            { completedAt: { exists: false } },
            { waitUntil: { greater_than: new Date().toISOString() } },
          ],
        },
      });
      expect(docs).toHaveLength(1);
      expect(Date.parse(String(docs[0]!.waitUntil)) - Date.now()).toBeLessThanOrEqual(DAY_MS);
    });

    it('shows a lock only to who may read its document; nobody else releases it, or takes it but to edit it', async () => {
      const { payload } = getCms();
      const report = await payload.create({
        collection: 'whistleblowing-reports',
        data: { subsidiary: 'dav-lyon', values: { message: 'locked' }, locale: 'en', status: 'received' },
      });
      const [page, otherPage] = (await payload.find({ collection: 'pages', limit: 2, depth: 0 })).docs;
      const lock = (collection: 'whistleblowing-reports' | 'pages' | 'users', id: number, holder: Role) =>
        payload.create({
          collection: 'payload-locked-documents',
          data: {
            document: { relationTo: collection, value: id },
            user: { relationTo: 'users', value: ids[holder] },
          },
        });
      const reportLock = await lock('whistleblowing-reports', report.id, 'compliance');
      const pageLock = await lock('pages', page!.id, 'admin');
      const accountLock = await lock('users', ids.compliance, 'admin');
      const globalLock = await payload.create({
        collection: 'payload-locked-documents',
        data: { globalSlug: 'payload-jobs-stats', user: { relationTo: 'users', value: ids.admin } },
      });

      const visible = async (role: Role) => {
        const response = await call(role, 'GET', '/payload-locked-documents?limit=100&depth=0');
        expect(response.status, role).toBe(200);
        const { docs } = (await response.json()) as { docs: Lock[] };
        return docs.map((doc) => doc.id);
      };
      const all = [reportLock.id, pageLock.id, accountLock.id, globalLock.id];
      const seen = (locks: number[]) => all.filter((id) => locks.includes(id));
      expect(seen(await visible('editor'))).toEqual([pageLock.id]);
      expect(seen(await visible('recruiter'))).toEqual([pageLock.id]);
      expect(seen(await visible('compliance'))).toEqual([reportLock.id, pageLock.id]);
      expect(seen(await visible('admin'))).toEqual([pageLock.id, accountLock.id, globalLock.id]);
      const byReport = '/payload-locked-documents?where[document.relationTo][equals]=whistleblowing-reports';
      for (const role of ['admin', 'editor', 'recruiter'] as const) {
        const { docs } = (await (await call(role, 'GET', byReport)).json()) as { docs: Lock[] };
        expect(docs, role).toEqual([]);
        expect([403, 404], role).toContain(
          (await call(role, 'GET', `/payload-locked-documents/${reportLock.id}`)).status,
        );
      }

      // Nobody writes a lock of somebody else's through the API …
      const mine = { relationTo: 'users', value: 0 };
      for (const role of ['admin', 'editor', 'recruiter'] as const) {
        const take = { user: { ...mine, value: ids[role] } };
        expect([403, 404], role).toContain(
          (await call(role, 'PATCH', `/payload-locked-documents/${reportLock.id}`, take)).status,
        );
        expect([403, 404], role).toContain(
          (await call(role, 'DELETE', `/payload-locked-documents/${reportLock.id}`)).status,
        );
      }
      for (const role of ROLES) {
        const forged = {
          document: { relationTo: 'whistleblowing-reports', value: report.id },
          user: { ...mine, value: ids.compliance },
        };
        expect((await call(role, 'POST', '/payload-locked-documents', forged)).status, role).toBe(403);
      }
      expect((await call('editor', 'DELETE', `/payload-locked-documents/${pageLock.id}`)).status).toBe(403);
      expect([403, 404]).toContain(
        (await call('recruiter', 'PATCH', `/payload-locked-documents/${pageLock.id}`, {})).status,
      );
      // … but the admin's "Take over" on a document one may change: the lock becomes the taker's,
      // on the same document, whatever else was sent.
      const takeOver = await call('editor', 'PATCH', `/payload-locked-documents/${pageLock.id}`, {
        user: { ...mine, value: ids.admin },
        document: { relationTo: 'pages', value: otherPage!.id },
      });
      expect(takeOver.status).toBe(200);
      const taken = (await payload.findByID({
        collection: 'payload-locked-documents',
        id: pageLock.id,
        depth: 0,
      })) as unknown as Lock;
      expect(idOf(taken.user.value)).toBe(ids.editor);
      expect(taken.document).toEqual({ relationTo: 'pages', value: page!.id });
      // One's own lock is released (leaving the document).
      expect((await call('editor', 'DELETE', `/payload-locked-documents/${pageLock.id}`)).status).toBe(200);
      expect((await call('compliance', 'DELETE', `/payload-locked-documents/${reportLock.id}`)).status).toBe(
        200,
      );
      await payload.delete({
        collection: 'payload-locked-documents',
        where: { id: { in: [accountLock.id, globalLock.id] } },
      });
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { roleWork, type WorkContext, type WorkGroup, type WorkItem } from '@/admin/dashboard';
import { complianceWork } from '@/admin/dashboard/compliance';
import { itemText } from '@/admin/dashboard/labels';
import { recruiterWork } from '@/admin/dashboard/recruiter';
import { ADMIN_LANGUAGES } from '@/i18n/languages';
import { GROUP_HEADINGS } from '@/i18n/texts/work';
import { bootCms, type Cms, type Env } from './boot';

const DAY_MS = 86_400_000;
type Role = 'admin' | 'editor' | 'recruiter' | 'compliance';

/** The counts of a role's work by item (key, and the collection, language or title it is about). */
function counts(groups: WorkGroup[] | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (item: WorkItem) => {
    out[[item.key, item.collection ?? item.global ?? item.title, item.locale].filter(Boolean).join(':')] =
      item.count;
    item.items?.forEach(add);
  };
  groups?.forEach((group) => group.items.forEach(add));
  return out;
}
const delta = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([key, n]) => [key, n - (before[key] ?? 0)]));

/**
 * Each role's first screen (docs/product.md#staff, docs/architecture.md#dashboards): what waits
 * for them, counted with their own access, against one database.
 */
export function describeDashboards(
  name: string,
  env: () => Promise<Env> | Env,
  cleanup?: () => Promise<void>,
) {
  describe(`${name}: what waits for each role`, () => {
    let cms: Cms;
    let payload: Payload;
    const users = {} as Record<Role, WorkContext['user']>;
    const as = (role: Role, now = new Date()): WorkContext => ({ payload, user: users[role], now });

    beforeAll(async () => {
      cms = await bootCms(await env(), { seededCopy: true });
      payload = cms.payload;
      for (const role of ['admin', 'editor', 'recruiter', 'compliance'] as const) {
        const user = await payload.create({
          collection: 'users',
          data: { email: `dash-${role}@test.localhost`, password: 'pw-123456789', roles: [role] },
        });
        users[role] = { ...user, collection: 'users' } as unknown as WorkContext['user'];
      }
    });
    afterAll(async () => {
      await cms?.close();
      await cleanup?.();
    });

    it('counts an editor’s drafts, pages missing a language and the week’s publications', async () => {
      const before = counts((await roleWork(as('editor'))).editor);
      const [post] = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs;
      // A published post with a newer draft, a post never published, one due in 3 days, one in 10.
      await payload.update({ collection: 'posts', id: post!.id, draft: true, data: { _status: 'draft' } });
      const base = { ...post, id: undefined, createdAt: undefined, updatedAt: undefined } as Record<
        string,
        unknown
      >;
      const copy = (slug: string, data: Record<string, unknown>) =>
        payload.create({
          collection: 'posts',
          locale: 'fr',
          data: { ...base, slug, ...data } as never,
          draft: data._status === 'draft',
        });
      await copy('dash-draft', { _status: 'draft' });
      await copy('dash-soon', {
        _status: 'published',
        datePosted: new Date(Date.now() + 3 * DAY_MS).toISOString(),
      });
      await copy('dash-later', {
        _status: 'published',
        datePosted: new Date(Date.now() + 10 * DAY_MS).toISOString(),
      });
      // A page written in French only.
      await payload.create({
        collection: 'pages',
        locale: 'fr',
        data: { title: 'Seulement en français', slug: 'seulement-en-francais', template: 'default' } as never,
      });
      const work = (await roleWork(as('editor'))).editor;
      expect(delta(counts(work), before)).toMatchObject({
        'drafts:posts': 2,
        'drafts:offers': 0,
        'missingLanguage:pages:en': 1,
        'missingLanguage:pages:es': 1,
        'missingLanguage:pages:de': 1,
        'scheduled:posts': 1,
        'scheduled:offers': 0,
      });
      // Each count links to the admin list that shows the same documents.
      const drafts = work!.find((g) => g.key === 'drafts')!.items.find((i) => i.collection === 'posts')!;
      expect(drafts.href).toBe('/admin/collections/posts?where%5B_status%5D%5Bequals%5D=draft');
      const missing = work!.find((g) => g.key === 'missingLanguages')!.items.find((i) => i.locale === 'de')!;
      expect(missing.href).toBe(
        '/admin/collections/pages?locale=de&where%5Btranslations.deStatus%5D%5Bequals%5D=missing',
      );
    });

    it('counts a recruiter’s new applications offer by offer, offers closing or expired, skills tests', async () => {
      const before = counts((await roleWork(as('recruiter'))).recruiter);
      const offers = (
        await payload.find({
          collection: 'offers',
          locale: 'fr',
          limit: 3,
          depth: 0,
          where: { _status: { equals: 'published' } },
        })
      ).docs;
      const [busy, closing, expired] = offers as [
        (typeof offers)[number],
        (typeof offers)[number],
        (typeof offers)[number],
      ];
      const candidate = await payload.create({
        collection: 'candidates',
        data: { email: 'dash-candidate@example.com', lastActivityAt: new Date().toISOString() },
      });
      const apply = (offer: number | null, status = 'new') =>
        payload.create({
          collection: 'applications',
          data: {
            kind: offer ? 'job' : 'spontaneous',
            candidate: candidate.id,
            offer,
            status,
            values: {},
            locale: 'fr',
          } as never,
        });
      await apply(busy.id);
      await apply(busy.id);
      await apply(busy.id, 'in-review');
      await apply(null);
      await payload.update({
        collection: 'offers',
        id: closing.id,
        data: { validThrough: new Date(Date.now() + 2 * DAY_MS).toISOString() },
      });
      await payload.update({
        collection: 'offers',
        id: expired.id,
        data: { validThrough: new Date(Date.now() - DAY_MS).toISOString() },
      });
      await payload.create({
        collection: 'skill-test-requests',
        data: { candidate: candidate.id, technology: 'Java', provider: 'built-in', locale: 'fr' },
      });
      const work = (await roleWork(as('recruiter'))).recruiter;
      expect(delta(counts(work), before)).toMatchObject({
        newApplications: 3,
        [`newForOffer:${busy.title}`]: 2,
        newSpontaneous: 1,
        offersClosing: 1,
        offersExpired: 1,
        skillTests: 1,
      });
      const perOffer = work![0]!.items[0]!.items!.find((i) => i.title === busy.title)!;
      expect(decodeURIComponent(perOffer.href!)).toBe(
        `/admin/collections/applications?where[and][0][status][equals]=new&where[and][1][offer][equals]=${busy.id}`,
      );
    });

    it('lists compliance’s reports by deadline, overdue first, and counts them for compliance only', async () => {
      const report = (status: string) =>
        payload.create({
          collection: 'whistleblowing-reports',
          data: { subsidiary: 'dav-lyon', values: { message: 'dash' }, locale: 'fr', status } as never,
        });
      // Eight days on, a report received today owes an overdue acknowledgement; one acknowledged
      // today owes its feedback within 3 months, not yet late.
      const later = new Date(Date.now() + 8 * DAY_MS);
      const before = (await complianceWork(as('compliance', later)))[0]!.items.map((i) => i.count);
      await report('received');
      await report('acknowledged');
      await report('closed');
      const groups = await complianceWork(as('compliance', later));
      const items = groups[0]!.items;
      expect(items.map((i) => i.key)).toEqual([
        'acknowledgeOverdue',
        'feedbackOverdue',
        'acknowledgeDue',
        'feedbackDue',
      ]);
      expect(items.map((i, n) => i.count - before[n]!)).toEqual([1, 0, 0, 1]);
      // Four months on, the feedback is late too.
      const months = (await complianceWork(as('compliance', new Date(Date.now() + 120 * DAY_MS))))[0]!.items;
      expect(months[1]!.count).toBeGreaterThanOrEqual(1);
      // Nobody else learns there are reports, not even a count.
      for (const role of ['recruiter', 'editor', 'admin'] as const) {
        expect((await roleWork(as(role, later))).compliance).toBeUndefined();
        const theirs = await complianceWork(as(role, later));
        expect(theirs[0]!.items.map((i) => i.count)).toEqual([0, 0, 0, 0]);
      }
      expect((await recruiterWork(as('editor')))[0]!.items[0]!.count).toBe(0);
    });

    it('shows admins the mail queue and the last nightly erasure, counts only, never reports', async () => {
      const before = counts((await roleWork(as('admin'))).admin?.groups);
      expect((await roleWork(as('admin'))).admin?.retention).toBeNull();
      const input = { to: 'someone@example.com', subject: 'Dash', text: 'Hello' };
      await payload.jobs.queue({ task: 'send-mail', queue: 'mail', input } as never);
      const failed = await payload.jobs.queue({ task: 'send-mail', queue: 'mail', input } as never);
      await payload.update({ collection: 'payload-jobs', id: failed.id, data: { hasError: true } });
      // A report's mail is compliance's: the admin's queue counts never include it.
      await payload.jobs.queue({ task: 'send-mail', queue: 'compliance-mail', input } as never);
      const admin = (await roleWork(as('admin'))).admin!;
      expect(delta(counts(admin.groups), before)).toEqual({ mailsFailed: 1, mailsWaiting: 1 });

      await payload.jobs.queue({ task: 'erase-expired-candidate-data', queue: 'retention', input: {} });
      await payload.jobs.run({ queue: 'retention' });
      const run = (await roleWork(as('admin'))).admin!.retention!;
      expect(Math.abs(Date.parse(run.completedAt) - Date.now())).toBeLessThan(60_000);
      expect(run.erased).toMatchObject({ applications: 0, contact: 0, mailJobs: 0 });
      expect(Object.keys(run.erased)).not.toContain('reports');
      expect((await roleWork(as('editor'))).admin).toBeUndefined();
    });

    it('names every group and count in the admin’s four languages', async () => {
      const all = [];
      for (const role of ['admin', 'editor', 'recruiter', 'compliance'] as const) {
        const work = await roleWork(as(role));
        all.push(
          ...(work.editor ?? []),
          ...(work.recruiter ?? []),
          ...(work.compliance ?? []),
          ...(work.admin?.groups ?? []),
        );
      }
      const items = (list: WorkItem[]): WorkItem[] =>
        list.flatMap((item) => [item, ...items(item.items ?? [])]);
      for (const lang of ADMIN_LANGUAGES)
        for (const group of all) {
          expect((GROUP_HEADINGS as Record<string, unknown>)[group.key], group.key).toBeDefined();
          for (const item of items(group.items)) {
            const text = itemText(item, lang);
            // An untranslated item would show its key (labels.ts falls back to it).
            expect(text, `${item.key} in ${lang}`).not.toContain(item.key);
            expect(text).toMatch(/ ?: \d+$/);
          }
        }
    });
  });
}

import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cms } from './boot';
import { peer, rest, restLogin } from './rest';
import { coworking, postCoworking } from './submission-fixtures';

const PASSWORD = 'leaks-suite-Passphrase-9271';

/** A JSON field's queries as staff may type them in the address bar, every operator Payload knows. */
const jsonQueries = (field: string): string[] => [
  ...[
    'equals',
    'not_equals',
    'like',
    'not_like',
    'contains',
    'in',
    'not_in',
    'all',
    'exists',
    'near',
  ].flatMap((op) => [
    `where[${field}][${op}]=x`,
    `where[${field}.x][${op}]=x`,
    `where[${field}.x.y][${op}]=a,b`,
  ]),
  `where[${field}][greater_than]=1`,
  `where[${field}.x][less_than_equal]=1`,
  `where[${field}][exists]=true`,
  `where[or][0][${field}.email][like]=%40`,
  `sort=${field}`,
  `sort=-${field}.x`,
];

/** Issue 30's findings 9 and 10: what the CMS lets out, and how its limits count (one database). */
export function describeLeaks(getCms: () => Cms, suite: string) {
  describe('leaks', () => {
    const tag = suite.toLowerCase();
    let staff: string;
    beforeAll(async () => {
      // Every role, so no answer is a 403 before the query is even looked at.
      await getCms().payload.create({
        collection: 'users',
        data: { email: `leaks-${tag}@test.localhost`, password: PASSWORD, roles: ['admin', 'compliance'] },
      });
      staff = await restLogin(`leaks-${tag}@test.localhost`, PASSWORD, peer('192.0.2.201'));
    });

    it('answers a query on a JSON field of a submission 400 with a message, never 500 or a stack', async () => {
      const cms = getCms();
      // Every collection but payload-preferences, which Payload adds after our config (a staff
      // member's own admin settings): its `value` queries still answer 500 (left for later).
      const jsonFields = cms.payload.config.collections
        .filter((collection) => collection.slug !== 'payload-preferences')
        .flatMap((collection) =>
          collection.flattenedFields
            .filter((field) => field.type === 'json')
            .map((field) => [collection.slug, field.name] as const),
        );
      expect(jsonFields).toEqual(expect.arrayContaining([['contact-requests', 'values']]));
      const failures: string[] = [];
      for (const [slug, field] of jsonFields)
        for (const query of jsonQueries(field)) {
          const answer = await rest('GET', `/${slug}?${query}`, undefined, staff);
          const body = await answer.text();
          if (answer.status >= 500 || /\bat .+:\d+:\d+|stack/i.test(body))
            failures.push(`${slug}?${query}: ${answer.status} ${body.slice(0, 120)}`);
        }
      expect(failures).toEqual([]);
      const answer = await rest('GET', '/contact-requests?where[values][equals]=x', undefined, staff);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        errors: [
          { message: 'The field values holds JSON and cannot be searched or sorted through the API.' },
        ],
      });
      const nested = await rest('GET', '/contact-requests?where[values.x][like]=y', undefined, staff);
      expect(nested.status).toBe(400);
      // The admin's own list still answers.
      expect((await rest('GET', '/contact-requests?limit=1', undefined, staff)).status).toBe(200);
    });

    it('sends no X-Powered-By from the CMS', async () => {
      const { default: config } = (await import('../../next.config.mjs')) as {
        default: { poweredByHeader?: boolean; headers: () => Promise<{ headers: { key: string }[] }[]> };
      };
      expect(config.poweredByHeader).toBe(false);
      const keys = (await config.headers()).flatMap((rule) => rule.headers.map((h) => h.key.toLowerCase()));
      expect(keys).not.toContain('x-powered-by');
      const answer = await rest('GET', '/media?limit=1', undefined, staff);
      expect(answer.headers.get('x-powered-by')).toBeNull();
    });

    it('lets nobody but staff list or query the media, while their files stay served', async () => {
      const cms = getCms();
      const [first] = (await cms.payload.find({ collection: 'media', limit: 1, depth: 0 })).docs;
      for (const path of [
        '/media',
        `/media/${first!.id}`,
        '/media?where[filename][like]=webp',
        '/media/count',
      ])
        expect((await rest('GET', path)).status, path).toBe(403);
      // GraphQL is off (payload.config.ts): nothing of the library there either.
      const graphql = await rest('POST', '/graphql', { query: '{ allMedia { docs { id filename } } }' });
      expect(graphql.status).not.toBe(200);
      expect(await graphql.text()).not.toContain(first!.filename!);

      const file = await rest('GET', `/media/file/${encodeURIComponent(first!.filename!)}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^(image|video|text)\//);

      expect((await rest('GET', '/media?limit=1', undefined, staff)).status).toBe(200);
      expect((await rest('GET', `/media/${first!.id}`, undefined, staff)).status).toBe(200);
    });

    it('without SMTP_URL drops the admin’s own mails and never writes their content to the log', async () => {
      const cms = getCms();
      const email = `leaks-reset-${tag}@test.localhost`;
      await cms.payload.create({
        collection: 'users',
        data: { email, password: PASSWORD, roles: ['editor'] },
      });
      const logged: unknown[] = [];
      const spies = (['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const).map((level) =>
        vi.spyOn(cms.payload.logger, level).mockImplementation(((...args: unknown[]) => {
          logged.push(args);
        }) as never),
      );
      const stdout = vi.spyOn(process.stdout, 'write');
      // Called through: the adapter itself drops the mail (mail/payload-email.ts).
      const sent = vi.spyOn(cms.payload.email, 'sendEmail');
      try {
        delete process.env.SMTP_URL;
        const answer = await rest(
          'POST',
          '/users/forgot-password',
          { email },
          undefined,
          peer('192.0.2.202'),
        );
        expect(answer.status).toBe(200);
        // The token is written and the mail sent after the answer (users/forgot-password.ts):
        // everything is watched until the adapter is done with this account's mail.
        await expect
          .poll(
            () =>
              sent.mock.calls.findIndex((call) => call[0]?.to === email) >= 0 &&
              sent.mock.settledResults.length === sent.mock.calls.length,
            { timeout: 10_000 },
          )
          .toBe(true);
        const mine = sent.mock.calls.findIndex((call) => call[0]?.to === email);
        expect(sent.mock.settledResults[mine]).toEqual({ type: 'fulfilled', value: null });
      } finally {
        sent.mockRestore();
        for (const spy of spies) spy.mockRestore();
      }
      const written = stdout.mock.calls.map((call) => String(call[0])).join('');
      stdout.mockRestore();
      const [user] = (
        await cms.payload.find({
          collection: 'users',
          where: { email: { equals: email } },
          showHiddenFields: true,
          depth: 0,
        })
      ).docs as { resetPasswordToken?: string }[];
      expect(user?.resetPasswordToken).toBeTruthy();
      const everything = `${JSON.stringify(logged)}\n${written}`;
      expect(everything).not.toContain(user!.resetPasswordToken!);
      expect(everything).not.toMatch(/\/admin\/reset|leaks-reset/);
      // Not queued either: a reset link waiting in the outgoing mails would be readable by admins.
      const { docs } = await cms.payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 });
      expect(JSON.stringify(docs)).not.toContain(user!.resetPasswordToken!);
    });
    it('counts a visitor’s posts by their IPv6 /64, as logins are, and a mapped IPv4 as the IPv4', async () => {
      const cms = getCms();
      // Each database runs apart but in one process: a network of its own per suite.
      const net = suite === 'SQLite' ? '2001:db8:30:1' : '2001:db8:30:2';
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++)
        statuses.push((await postCoworking(cms, 'fr', coworking(`Six${i}`), { ip: `${net}::${i}` })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

      const v4 = suite === 'SQLite' ? '192.0.2.130' : '192.0.2.131';
      const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
      const hex = `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
      const mapped: number[] = [];
      for (const ip of [v4, `::ffff:${v4}`, hex, v4, hex, `::ffff:${v4}`])
        mapped.push((await postCoworking(cms, 'fr', coworking('Mapped'), { ip })).status);
      expect(mapped).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
}

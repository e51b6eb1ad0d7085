import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCms, type Cms } from './support/boot';
import { eventually, startSmtpServer, type SmtpServer } from './support/smtp';
import { postContact, visitor } from './support/submission-fixtures';

const SUBMISSIONS = 50;
const SAVES = 20;

/**
 * The embedded database under load (docs/architecture.md#database): visitors submitting, editors
 * saving and the mail queue sending, all at once, on one SQLite file. Every write must wait its
 * turn: no "database is locked", nothing lost, every mail sent once.
 */
describe('SQLite under concurrent writes', () => {
  let cms: Cms;
  let smtp: SmtpServer;
  const REST = async () => {
    const { REST_PATCH, REST_POST } = await import('@payloadcms/next/routes');
    const config = (await import('@payload-config')).default;
    return { PATCH: REST_PATCH(config), POST: REST_POST(config) };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    cms = await bootCms({ DATABASE_URL: undefined, SQLITE_PATH: undefined, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await cms?.close();
    await smtp?.close();
  });

  it(`runs ${SUBMISSIONS} submissions, ${SAVES} admin saves and the mail queue at once, losing nothing`, async () => {
    const rest = await REST();
    const login = await rest.POST(
      new Request('http://localhost:3001/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@test.localhost', password: 'test-password-1234' }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    );
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    // Distinct (page, language) pairs, so each save's result can be checked afterwards.
    const pages = await cms.payload.find({ collection: 'pages', depth: 0, pagination: false });
    const targets = pages.docs
      .flatMap((page) => (['fr', 'en', 'es', 'de'] as const).map((locale) => ({ id: page.id, locale })))
      .slice(0, SAVES);
    expect(targets).toHaveLength(SAVES);
    const stamp = Date.now();
    const titleOf = (i: number) => `Concurrent save ${stamp} #${i}`;

    const submissions = Array.from({ length: SUBMISSIONS }, (_, i) => {
      const fields = { ...visitor(`Load${stamp}x${i}`), email: `load-${stamp}-${i}@example.com` };
      return postContact(cms, 'fr', fields);
    });
    const saves = targets.map(({ id, locale }, i) =>
      rest.PATCH(
        new Request(`http://localhost:3001/api/pages/${id}?locale=${locale}&depth=0`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
          body: JSON.stringify({ title: titleOf(i) }),
        }),
        { params: Promise.resolve({ slug: ['pages', String(id)] }) },
      ),
    );
    const answers = await Promise.all([...submissions, ...saves]);
    const failed = await Promise.all(
      answers.filter((r) => r.status >= 300).map(async (r) => `${r.status} ${await r.text()}`),
    );
    expect(failed).toEqual([]);

    // Nothing lost: every submission stored, every save applied.
    const stored = await cms.payload.find({ collection: 'contact-requests', pagination: false, depth: 0 });
    const ours = stored.docs.filter((doc) =>
      String((doc.values as Record<string, unknown>).lastname).startsWith(`Load${stamp}x`),
    );
    expect(ours).toHaveLength(SUBMISSIONS);
    for (const [i, { id, locale }] of targets.entries()) {
      const page = await cms.payload.findByID({ collection: 'pages', id, locale, depth: 0 });
      expect(page.title).toBe(titleOf(i));
    }

    // The mail queue ran meanwhile and afterwards: each visitor's receipt sent exactly once.
    const receipts = (i: number) => smtp.to(`load-${stamp}-${i}@example.com`).length;
    await eventually(
      () => Array.from({ length: SUBMISSIONS }, (_, i) => receipts(i)).every((n) => n >= 1),
      'every receipt',
      60_000,
    );
    expect(Array.from({ length: SUBMISSIONS }, (_, i) => receipts(i))).toEqual(Array(SUBMISSIONS).fill(1));
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import type { Cms } from './boot';
import { rest, restLogin } from './rest';
import { expectSuccess, pdf, postContact } from './submission-fixtures';

type Job = { input: { to?: string; subject?: string; text?: string } };

/** Payload's REST API as a browser page of `origin` would call it, with the staff session cookie. */
const restFromPage = (method: string, path: string, token: string, origin: string, body?: unknown) =>
  rest(method, path, body, undefined, { cookie: `payload-token=${token}`, origin });

/** Issue 18's findings on staff sessions and on the links sent to visitors (one database). */
export function describeTrust(getCms: () => Cms, suite: string) {
  describe('trust', () => {
    it('ignores a staff session sent by a page of another origin (CSRF), and honours the admin’s own', async () => {
      const token = await restLogin('admin@test.localhost', 'test-password-1234');
      const intruder = `intruder-${suite.toLowerCase()}@test.localhost`;
      const data = { email: intruder, password: 'x-1234567890', roles: ['admin'] };
      for (const origin of ['https://evil.example', 'http://sibling.localhost:3001', 'null']) {
        const answer = await restFromPage('POST', '/users', token, origin, data);
        expect(answer.status, origin).toBe(403);
      }
      const users = await getCms().payload.find({
        collection: 'users',
        where: { email: { equals: intruder } },
      });
      expect(users.totalDocs).toBe(0);
      const own = await restFromPage('POST', '/users', token, 'http://localhost:3001', data);
      expect(own.status).toBe(201);
    });

    it('sets the session cookie HttpOnly and SameSite=Strict', async () => {
      const login = await rest('POST', '/users/login', {
        email: 'admin@test.localhost',
        password: 'test-password-1234',
      });
      const cookie = login.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/payload-token=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
    });

    it('builds the withdraw link on the registry’s host for the visitor’s language, whatever Origin says', async () => {
      const cms = getCms();
      const apply = (email: string, locale: string, origin: string) =>
        postContact(
          cms,
          locale,
          {
            lastname: 'Hopper',
            firstname: 'Grace',
            email,
            cv: pdf(700),
            gender: 'woman',
            mobility: ['lyon'],
            confidentiality: '/politique-de-confidentialite',
            youare: 'candidate',
            offer: 'ingenieure-ingenieur-data-paris',
          },
          { origin },
          'application',
        );
      const receiptTo = async (email: string) => {
        const { docs } = await cms.payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 });
        return (docs as unknown as Job[]).find(
          (job) => job.input.to === email && /retrait-candidature/.test(job.input.text ?? ''),
        )?.input.text;
      };
      const linkOf = (text: string | undefined) =>
        /https?:\/\/\S+\/retrait-candidature/.exec(text ?? '')?.[0];

      const evilPort = `port.${suite.toLowerCase()}@example.com`;
      await expectSuccess(await apply(evilPort, 'fr', 'http://fr.localhost:6666'));
      expect(linkOf(await receiptTo(evilPort))).toBe('http://fr.localhost:3000/retrait-candidature');

      const preprod = `preprod.${suite.toLowerCase()}@example.com`;
      await expectSuccess(await apply(preprod, 'fr', 'http://preprod-fr.localhost:1'));
      expect(linkOf(await receiptTo(preprod))).toBe('http://preprod-fr.localhost:3000/retrait-candidature');
    });
  });
}

import crypto from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cms } from './boot';
import { peer, rest, restLogin } from './rest';

const PASSWORD = 'pw-123456789';
const ADMIN = { email: 'admin@test.localhost', password: 'test-password-1234' };
type Job = { queue: string; input: { to?: string; subject?: string; text?: string } };
type Answer = { errors?: { message: string; data?: { errors?: { message: string; path: string }[] } }[] };

/** The messages of an error answer: its field messages when it has some, else its own. */
async function messages(response: Response): Promise<string[]> {
  const body = (await response.json()) as Answer;
  return (body.errors ?? []).flatMap((error) =>
    error.data?.errors?.length ? error.data.errors.map((field) => field.message) : [error.message],
  );
}

/**
 * Staff accounts nobody can take over (issue 30, findings 2, 3 and 4; docs/product.md#staff):
 * nobody sets another's password or e-mail, one's own needs the current password, every change
 * is mailed to the account and kept in the staff audit log; passwords are long and uncommon;
 * signing in does the same work whether the address is an account or not.
 */
export function describeStaffAccounts(getCms: () => Cms, suite: string) {
  describe('staff accounts', () => {
    const tag = suite.toLowerCase();
    const email = (name: string) => `staff-${name}-${tag}@test.localhost`;
    const ids: Record<string, number> = {};
    const patch = (id: number, data: unknown, token: string, headers: Record<string, string> = {}) =>
      rest('PATCH', `/users/${id}`, data, token, headers);
    /** The mails queued to `to`, but the notice of its creation by beforeAll. */
    const mailsTo = async (to: string): Promise<Job[]> =>
      (
        (await getCms().payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 }))
          .docs as Job[]
      ).filter((job) => job.input?.to === to && !job.input.text?.startsWith('Un compte a été créé'));
    const auditOf = async (account: number) =>
      (
        await getCms().payload.find({
          collection: 'staff-audit-log',
          // Their creation by beforeAll is logged too: the changes the tests make come after.
          where: { account: { equals: account }, change: { not_equals: 'created' } },
          sort: 'createdAt',
          pagination: false,
        })
      ).docs;

    beforeAll(async () => {
      const cms = getCms();
      for (const [name, roles] of [
        ['officer', ['compliance']],
        ['editor', ['editor']],
        ['self', ['editor']],
        ['mover', ['editor']],
        ['leaver', ['recruiter']],
        ['promoted', ['editor']],
        ['forgetful', ['editor']],
      ] as const) {
        const user = await cms.payload.create({
          collection: 'users',
          data: { email: email(name), password: PASSWORD, roles: [...roles] },
        });
        ids[name] = user.id;
      }
    });

    describe('nobody takes over another account', () => {
      it('refuses an admin who sets the compliance officer’s password or e-mail (403), who then cannot sign in as them', async () => {
        const token = await restLogin(ADMIN.email, ADMIN.password);
        const password = await patch(ids.officer!, { password: 'taken-over-password-1' }, token);
        expect(password.status).toBe(403);
        expect(await messages(password)).toEqual([
          'Seul le titulaire du compte change son mot de passe ou son e-mail : envoyez-lui plutôt un lien de réinitialisation (Mot de passe oublié).',
        ]);
        const mail = await patch(ids.officer!, { email: `taken-${tag}@test.localhost` }, token, {
          'accept-language': 'en',
        });
        expect(mail.status).toBe(403);
        expect((await messages(mail))[0]).toMatch(/^Only the account’s owner changes its password or e-mail/);
        const login = (password: string) =>
          rest(
            'POST',
            '/users/login',
            { email: email('officer'), password },
            undefined,
            peer('198.51.100.1'),
          );
        expect((await login('taken-over-password-1')).status).toBe(401);
        expect((await login(PASSWORD)).status).toBe(200);
      });

      it('lets an admin change roles, logged and mailed to the account; a change to compliance is announced', async () => {
        const token = await restLogin(ADMIN.email, ADMIN.password);
        const answer = await patch(ids.promoted!, { roles: ['editor', 'compliance'] }, token);
        expect(answer.status).toBe(200);
        const [entry] = await auditOf(ids.promoted!);
        expect(entry).toMatchObject({
          actorEmail: ADMIN.email,
          accountEmail: email('promoted'),
          change: 'roles',
          before: 'editor',
          after: 'editor, compliance',
          complianceAccount: true,
        });
        expect((await mailsTo(email('promoted'))).map((job) => job.input.text).join('\n')).toMatch(
          /editor, compliance/,
        );
        // The compliance team learns who can now read the reports.
        const announced = await mailsTo('compliance@dav.localhost');
        expect(announced.some((job) => job.input.text?.includes(email('promoted')))).toBe(true);
      });

      it('asks for the current password to change one’s own password or e-mail, then logs and mails it', async () => {
        const token = await restLogin(email('self'), PASSWORD);
        const missing = await patch(ids.self!, { password: 'a-new-long-password' }, token);
        expect(missing.status).toBe(400);
        expect(await messages(missing)).toEqual([
          'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail.',
        ]);
        const wrong = await patch(
          ids.self!,
          { password: 'a-new-long-password', currentPassword: 'nope' },
          token,
          {
            'accept-language': 'de',
          },
        );
        expect(wrong.status).toBe(400);
        expect(await messages(wrong)).toEqual([
          'Geben Sie Ihr aktuelles Passwort ein, um Passwort oder E-Mail zu ändern.',
        ]);
        const right = await patch(
          ids.self!,
          { password: 'a-new-long-password', currentPassword: PASSWORD },
          token,
        );
        expect(right.status).toBe(200);
        const entries = await auditOf(ids.self!);
        expect(entries.map((entry) => entry.change)).toEqual(['password']);
        // Neither password, nor the hash, is kept anywhere in the log.
        expect(JSON.stringify(entries)).not.toMatch(/a-new-long-password|pw-123456789|pbkdf2/);
        expect(await mailsTo(email('self'))).toHaveLength(1);

        const newToken = await restLogin(email('self'), 'a-new-long-password');
        const moved = await patch(
          ids.self!,
          { email: email('self-moved'), currentPassword: 'a-new-long-password' },
          newToken,
        );
        expect(moved.status).toBe(200);
        const [, change] = await auditOf(ids.self!);
        expect(change).toMatchObject({ change: 'email', before: email('self'), after: email('self-moved') });
        // The notice goes to the old address: its owner learns of it even if it was not them.
        expect(await mailsTo(email('self'))).toHaveLength(2);
        expect(await mailsTo(email('self-moved'))).toHaveLength(0);
      });

      it('keeps the staff audit log out of everyone’s hands: admins and compliance read it, nobody changes it', async () => {
        const admin = await restLogin(ADMIN.email, ADMIN.password);
        const [entry] = await auditOf(ids.promoted!);
        expect(
          (await rest('PATCH', `/staff-audit-log/${entry!.id}`, { after: 'editor' }, admin)).status,
        ).toBe(403);
        expect((await rest('DELETE', `/staff-audit-log/${entry!.id}`, undefined, admin)).status).toBe(403);
        // Nothing is created through the API either (refused, and no entry more).
        const count = async () => (await getCms().payload.count({ collection: 'staff-audit-log' })).totalDocs;
        const entries = await count();
        const created = await rest(
          'POST',
          '/staff-audit-log',
          { change: 'roles', account: ids.promoted },
          admin,
        );
        expect(created.ok).toBe(false);
        expect(await count()).toBe(entries);
        const officer = await restLogin(email('officer'), PASSWORD);
        expect((await rest('GET', `/staff-audit-log/${entry!.id}`, undefined, officer)).status).toBe(200);
        const editor = await restLogin(email('editor'), PASSWORD);
        expect((await rest('GET', `/staff-audit-log/${entry!.id}`, undefined, editor)).status).toBe(403);
        expect(
          (await getCms().payload.findByID({ collection: 'staff-audit-log', id: entry!.id })).after,
        ).toBe('editor, compliance');
      });

      it('lets an admin disable an account: it can no longer sign in nor use its session, logged and mailed', async () => {
        const own = await restLogin(email('leaver'), PASSWORD);
        const admin = await restLogin(ADMIN.email, ADMIN.password);
        expect((await patch(ids.leaver!, { disabled: true }, admin)).status).toBe(200);
        const me = (await (await rest('GET', '/users/me', undefined, own)).json()) as { user: unknown };
        expect(me.user).toBeNull();
        const login = await rest(
          'POST',
          '/users/login',
          { email: email('leaver'), password: PASSWORD },
          undefined,
          {
            ...peer('198.51.100.2'),
            'accept-language': 'es',
          },
        );
        expect(login.status).toBe(403);
        expect(await messages(login)).toEqual(['Esta cuenta está desactivada: diríjase a un administrador.']);
        expect((await auditOf(ids.leaver!)).map((entry) => entry.change)).toEqual(['disabled']);
        expect(await mailsTo(email('leaver'))).toHaveLength(1);
      });
    });

    describe('passwords', () => {
      it('refuses a password shorter than 12 characters or a common one, in the admin’s language', async () => {
        const admin = await restLogin(ADMIN.email, ADMIN.password);
        const create = (password: string, language: string) =>
          rest('POST', '/users', { email: email(`new-${password}`), password, roles: ['editor'] }, admin, {
            'accept-language': language,
          });
        const short = await create('abc', 'fr');
        expect(short.status).toBe(400);
        expect(await messages(short)).toEqual(['Le mot de passe doit compter au moins 12 caractères.']);
        expect(await messages(await create('abcdefghijk', 'en'))).toEqual([
          'The password must be at least 12 characters long.',
        ]);
        // Common ones, whatever their case.
        expect(await messages(await create('Password1234', 'es'))).toEqual([
          'Esta contraseña es una de las más comunes: elija otra.',
        ]);
        expect(await messages(await create('QWERTY123456', 'de'))).toEqual([
          'Dieses Passwort gehört zu den häufigsten: bitte ein anderes wählen.',
        ]);
        expect((await create('a-long-uncommon-one', 'fr')).status).toBe(201);
      });

      it('refuses a short password on one’s own account and through the reset link', async () => {
        const token = await restLogin(email('editor'), PASSWORD);
        const own = await patch(ids.editor!, { password: 'abc', currentPassword: PASSWORD }, token);
        expect(own.status).toBe(400);
        expect(await messages(own)).toEqual(['Le mot de passe doit compter au moins 12 caractères.']);
        const cms = getCms();
        const token2 = await cms.payload.forgotPassword({
          collection: 'users',
          data: { email: email('editor') },
          disableEmail: true,
        });
        const reset = await rest('POST', '/users/reset-password', { token: token2, password: 'abc' });
        expect(reset.status).toBe(400);
        expect(await messages(reset)).toEqual(['Le mot de passe doit compter au moins 12 caractères.']);
        expect(
          (await rest('POST', '/users/login', { email: email('editor'), password: PASSWORD })).status,
        ).toBe(200);
      });
    });

    describe('sign-in timing', () => {
      afterEach(() => vi.restoreAllMocks());

      /** How many password hashes (PBKDF2) one request computed. */
      const hashesOf = async (request: () => Promise<Response>) => {
        const spy = vi.spyOn(crypto, 'pbkdf2');
        const response = await request();
        const count = spy.mock.calls.length;
        spy.mockRestore();
        return { status: response.status, count };
      };

      it('hashes the password once whether the address is an account or not', async () => {
        const login = (account: string, n: number) => () =>
          rest('POST', '/users/login', { email: account, password: 'not-the-password' }, undefined, {
            ...peer(`198.51.100.${10 + n}`),
          });
        const known = await hashesOf(login(email('mover'), 1));
        const unknown = await hashesOf(login(`nobody-timing-${tag}@test.localhost`, 2));
        expect(known).toEqual({ status: 401, count: 1 });
        expect(unknown).toEqual({ status: 401, count: 1 });
      });

      it('answers a forgotten password without sending or writing anything first, whether the account exists or not', async () => {
        const cms = getCms();
        const forgot = (account: string, n: number) =>
          rest('POST', '/users/forgot-password', { email: account }, undefined, peer(`198.51.100.${30 + n}`));
        const work = async (account: string, n: number) => {
          const sent = vi.spyOn(cms.payload.email, 'sendEmail');
          const updated = vi.spyOn(cms.payload.db, 'updateOne');
          const status = (await forgot(account, n)).status;
          const done = { status, sent: sent.mock.calls.length, updated: updated.mock.calls.length };
          sent.mockRestore();
          updated.mockRestore();
          return done;
        };
        const known = await work(email('mover'), 1);
        const unknown = await work(`nobody-forgot-${tag}@test.localhost`, 2);
        expect(known).toEqual(unknown);
        expect(known.status).toBe(200);
        // The link is still sent, after the answer, to an account only.
        const sent = vi.spyOn(cms.payload.email, 'sendEmail');
        await forgot(email('forgetful'), 3);
        await expect
          .poll(() => sent.mock.calls.map((call) => call[0]?.to), { timeout: 5000 })
          .toContain(email('forgetful'));
        expect(sent.mock.calls.map((call) => call[0]?.to)).not.toContain(
          `nobody-forgot-${tag}@test.localhost`,
        );
      });
    });
  });
}

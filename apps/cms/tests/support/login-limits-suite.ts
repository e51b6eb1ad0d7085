import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cms } from './boot';
import { peer, rest } from './rest';

const PASSWORD = 'pw-123456789';
const WRONG = 'not-the-password';

/**
 * Signing in and forgotten passwords (issue 18, finding 8; docs/product.md#staff): wrong
 * passwords never lock an account, addresses and account-address pairs are refused after their
 * limits, and password resets are limited per address and per account.
 */
export function describeLoginLimits(getCms: () => Cms, suite: string) {
  describe('login limits', () => {
    const tag = suite.toLowerCase();
    const email = (name: string) => `login-${name}-${tag}@test.localhost`;
    // Each suite its own addresses: the limits live in this process's memory.
    const at = (n: number) => `203.0.113.${(tag === 'sqlite' ? 0 : 100) + n}`;
    const login = (
      account: string,
      password: string,
      address: string,
      headers: Record<string, string> = {},
    ) =>
      rest('POST', '/users/login', { email: account, password }, undefined, { ...peer(address), ...headers });
    const forgot = (account: string, address: string) =>
      rest('POST', '/users/forgot-password', { email: account }, undefined, peer(address));

    beforeAll(async () => {
      for (const name of ['owner', 'pair', 'reset'])
        await getCms().payload.create({
          collection: 'users',
          data: { email: email(name), password: PASSWORD, roles: ['editor'] },
        });
    });
    afterEach(() => {
      process.env.LOGIN_DELAY_MS = '1';
    });

    it('lets the owner sign in from their own address after ten wrong passwords from another', async () => {
      for (let i = 0; i < 10; i++) expect((await login(email('owner'), WRONG, at(1))).status).toBe(401);
      expect((await login(email('owner'), PASSWORD, at(2))).status).toBe(200);
    });

    it('refuses an address that tries many accounts (429 with Retry-After), not the others', async () => {
      for (let i = 0; i < 20; i++)
        expect((await login(`nobody-${i}-${tag}@test.localhost`, WRONG, at(3))).status, `try ${i}`).toBe(401);
      const refused = await login(`nobody-x-${tag}@test.localhost`, WRONG, at(3), {
        'accept-language': 'en',
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
      const text = await refused.text();
      // What the admin's login form shows: a sentence in the admin's language, no stack.
      expect(JSON.parse(text)).toEqual({
        errors: [{ message: 'Too many attempts: please try again in 15 min.' }],
      });
      // Even the right password: the address waits.
      expect((await login(email('owner'), PASSWORD, at(3))).status).toBe(429);
      expect((await login(`nobody-x-${tag}@test.localhost`, WRONG, at(4))).status).toBe(401);
    });

    it('slows an account from one address after 5 failures and refuses that pair after 10, while another address signs in', async () => {
      // A success clears the pair: four failures, then the right password, then ten more.
      for (let i = 0; i < 4; i++) expect((await login(email('pair'), WRONG, at(5))).status).toBe(401);
      expect((await login(email('pair'), PASSWORD, at(5))).status).toBe(200);
      process.env.LOGIN_DELAY_MS = '50';
      const started = Date.now();
      for (let i = 0; i < 10; i++)
        expect((await login(email('pair'), WRONG, at(5))).status, `try ${i}`).toBe(401);
      // The 6th to the 10th answers waited 50, 100, 200, 400 and 800 ms.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
      const refused = await login(email('pair'), PASSWORD, at(5));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // French when the admin's language is not said (its default).
      expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
        /^Trop de tentatives : réessayez dans \d+ min\.$/,
      );
      expect((await login(email('pair'), PASSWORD, at(6))).status).toBe(200);
    });

    it('limits password resets per account and per address, whether the account exists or not', async () => {
      for (let i = 0; i < 3; i++) expect((await forgot(email('reset'), at(7))).status).toBe(200);
      const refused = await forgot(email('reset'), at(7));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Per account: from another address too.
      expect((await forgot(email('reset'), at(8))).status).toBe(429);
      // An unknown account is answered the same way.
      const unknown = `nobody-reset-${tag}@test.localhost`;
      for (let i = 0; i < 3; i++) expect((await forgot(unknown, at(8))).status).toBe(200);
      expect((await forgot(unknown, at(8))).status).toBe(429);
      // Per address: five accounts an hour.
      for (let i = 0; i < 5; i++)
        expect((await forgot(`reset-${i}-${tag}@test.localhost`, at(9))).status).toBe(200);
      expect((await forgot(`reset-5-${tag}@test.localhost`, at(9))).status).toBe(429);
    });
  });
}

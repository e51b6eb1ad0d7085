import type { CollectionAfterLoginHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload';
import { requestAddress } from '../../../lib/request-address';
import {
  accountKey,
  loginSucceeded,
  startForgotPassword,
  startLogin,
  type LoginAttempt,
} from '../login-limits';
import { TooManyAttempts } from '../too-many-attempts';

/*
 * The login and forgotten-password limits (../login-limits.ts) on Payload's auth operations.
 * `beforeOperation` runs first in both (payload/dist/auth/operations/login.js and
 * forgotPassword.js), with the e-mail as sent and the request; a thrown APIError becomes the
 * REST answer. `afterLogin` runs only once the password matched.
 */

/** The attempt each login request counted, handed back by afterLogin. */
const attempts = new WeakMap<PayloadRequest, LoginAttempt>();

const refuse = (req: PayloadRequest, what: string, address: string, seconds: number): never => {
  req.payload.logger.warn({ msg: `${what} refused for ${seconds} s: too many attempts`, address });
  throw new TooManyAttempts(req, seconds);
};

/** Set in the context of a password reset whose request was counted already. */
export const RESET_ALREADY_COUNTED = 'resetAlreadyCounted';

/** Counts a password reset for the account and the request's address; 429 over the limits. */
export async function throttleForgotPassword(req: PayloadRequest, account: string): Promise<void> {
  const address = requestAddress(req);
  const wait = await startForgotPassword(account, address);
  if (wait !== null) refuse(req, 'password reset', address, wait);
}

export const throttleLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args;
  const account = accountKey((args as { data?: { email?: unknown } }).data?.email);
  // No e-mail: Payload refuses the request itself (400), before anything is checked.
  if (!account) return args;
  const address = requestAddress(req);
  if (operation === 'forgotPassword') {
    // The REST route counted it already (../forgot-password.ts), before answering.
    if (!req.context[RESET_ALREADY_COUNTED]) await throttleForgotPassword(req, account);
    return args;
  }
  const attempt = await startLogin(account, address);
  if (typeof attempt === 'number') return refuse(req, 'login', address, attempt);
  attempts.set(req, attempt);
  if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));
  return args;
};

export const loginSucceededHook: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = attempts.get(req);
  if (attempt) await loginSucceeded(attempt);
  return user;
};

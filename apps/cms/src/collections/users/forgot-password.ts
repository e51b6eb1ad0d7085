import {
  addDataAndFileToRequest,
  headersWithCors,
  type Endpoint,
  type Payload,
  type PayloadRequest,
} from 'payload';
import { RESET_ALREADY_COUNTED, throttleForgotPassword } from './hooks/throttle-login';
import { accountKey } from './login-limits';

/** Payload's forgot-password operation, for the account if there is one: the link is mailed to it. */
async function sendResetLink(payload: Payload, email: string, i18n: PayloadRequest['i18n']): Promise<void> {
  try {
    await payload.forgotPassword({
      collection: 'users',
      data: { email },
      req: { i18n, t: i18n.t },
      context: { [RESET_ALREADY_COUNTED]: true },
    });
  } catch (error) {
    payload.logger.error({ msg: 'the password reset link could not be sent', err: error });
  }
}

/**
 * One reset at a time in this process: Payload's operation holds a transaction while it writes its
 * throttle on another connection, so many at once (a burst of requests) could take every
 * connection of the PostgreSQL pool and wait on each other for ever.
 */
let resets: Promise<void> = Promise.resolve();

/*
 * POST /api/users/forgot-password, in place of Payload's (custom endpoints are matched first).
 * Payload's writes the token and sends the mail over SMTP before answering, and only when the
 * address is an account's: the answer's time told which addresses are staff accounts (issue 30,
 * finding 4). Here the request is counted against the limits (login-limits.ts) and answered the
 * same way whatever the address; Payload's operation then runs after the answer.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req);
    const email = typeof req.data?.email === 'string' ? req.data.email : '';
    const account = accountKey(email);
    if (!account) return Response.json({ errors: [{ message: 'Missing email.' }] }, { status: 400 });
    await throttleForgotPassword(req, account);
    // A timer, not a promise: nothing of the work starts before this request is answered.
    setTimeout(() => {
      resets = resets.then(() => sendResetLink(req.payload, email, req.i18n));
    }, 0);
    return Response.json(
      { message: req.t('general:success') },
      { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
    );
  },
};

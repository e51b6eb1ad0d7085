import { loginDelayStepMs } from '../../env';
import { addressKey } from '../../lib/address-key';
import { rateWindow } from '../../lib/rate-window';

/** The key of an address, shared by every rate limit (lib/address-key.ts). */
export { addressKey };

/*
 * How fast anybody may guess staff passwords (issue 18, finding 8; docs/product.md#staff).
 * Payload's own lock (auth.maxLoginAttempts) is off: it locks the account itself, so anybody who
 * knows a staff e-mail could keep its owner out. Instead, on windows shared by every CMS instance
 * through Redis when REDIS_URL is set, else in this process's bounded memory (lib/rate-window.ts),
 * keyed by the address the CMS vouches for (lib/client-address.ts; an IPv6 address by its /64
 * network):
 * - an address: at most ADDRESS_FAILURES failed logins per window, whatever the accounts (429);
 * - an account from one address: slower answers after PAIR_SLOW_AFTER failures, then 429 after
 *   PAIR_FAILURES, for that pair only; a successful login clears the pair;
 * - an account from every address: slower answers after ACCOUNT_SLOW_AFTER failures, never a
 *   refusal, so its owner, from their own address, can always sign in;
 * - forgotten passwords: FORGOT_PER_ADDRESS requests per hour per address and FORGOT_PER_ACCOUNT
 *   per account, whether the account exists or not (429), so nobody floods a mailbox.
 * An attempt is counted when it starts, as if it failed, and handed back when it succeeds; the
 * check and the count are one atomic step per window (`take`), so many parallel guesses, on one
 * instance or several, cannot all slip in before the first failure is counted.
 */

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ADDRESS_FAILURES = 20;
export const PAIR_FAILURES = 10;
export const PAIR_SLOW_AFTER = 5;
export const ACCOUNT_SLOW_AFTER = 10;
/** Account-wide failures are counted up to this many (the slowest delay is reached well before). */
const ACCOUNT_FAILURES_KEPT = 100;
/** Doublings of the first added delay (LOGIN_DELAY_MS, 250 ms: env.ts) at most: 4 s. */
export const MAX_DELAY_STEPS = 4;

export const FORGOT_WINDOW_MS = 60 * 60_000;
export const FORGOT_PER_ADDRESS = 5;
export const FORGOT_PER_ACCOUNT = 3;

const window = (name: string, limit: number, ms: number) =>
  rateWindow(name, { limit: () => limit, windowMs: () => ms });
const byAddress = window('login-address', ADDRESS_FAILURES, LOGIN_WINDOW_MS);
const byPair = window('login-pair', PAIR_FAILURES, LOGIN_WINDOW_MS);
const byAccount = window('login-account', ACCOUNT_FAILURES_KEPT, LOGIN_WINDOW_MS);
const forgotByAddress = window('forgot-address', FORGOT_PER_ADDRESS, FORGOT_WINDOW_MS);
const forgotByAccount = window('forgot-account', FORGOT_PER_ACCOUNT, FORGOT_WINDOW_MS);

/** The e-mail as Payload compares it (operations/login.js: lowercased and trimmed). */
export const accountKey = (email: unknown): string =>
  typeof email === 'string' ? email.trim().toLowerCase() : '';
const pairKey = (account: string, address: string) => `${account}\n${address}`;

/**
 * The delay added before answering an attempt, from the failures counted before it: from the
 * pair's PAIR_SLOW_AFTER-th on, doubling at each further one; from the account's
 * ACCOUNT_SLOW_AFTER-th on, doubling every ten more; the longer of the two, at most
 * step × 2^MAX_DELAY_STEPS.
 */
export function loginDelayMs(
  pairFailures: number,
  accountFailures: number,
  stepMs = loginDelayStepMs(),
): number {
  const grow = (steps: number) => (steps < 0 ? 0 : stepMs * 2 ** Math.min(steps, MAX_DELAY_STEPS));
  return Math.max(
    grow(pairFailures - PAIR_SLOW_AFTER),
    grow(accountFailures < ACCOUNT_SLOW_AFTER ? -1 : Math.floor((accountFailures - ACCOUNT_SLOW_AFTER) / 10)),
  );
}

/** A login attempt let through: what to hand back if it succeeds. */
export interface LoginAttempt {
  account: string;
  address: string;
  at: number;
  delayMs: number;
}

/** The larger wait of those given, or null when none applies. */
const longest = (...waits: (number | null)[]): number | null =>
  waits.reduce<number | null>((max, wait) => (wait === null ? max : Math.max(max ?? 0, wait)), null);

/** Either the seconds to wait (refused, nothing counted) or the attempt, counted as a failure. */
export async function startLogin(
  account: string,
  from: string,
  now = Date.now(),
): Promise<number | LoginAttempt> {
  const address = addressKey(from);
  const pair = pairKey(account, address);
  // Counted before the delay is worked out: the failures before this attempt decide it.
  const [pairFailures, accountFailures] = await Promise.all([
    byPair.count(pair, now),
    byAccount.count(account, now),
  ]);
  const [addressWait, pairWait] = await Promise.all([byAddress.take(address, now), byPair.take(pair, now)]);
  if (addressWait !== null || pairWait !== null) {
    // Refused: the window that let it through hands its hit back.
    await Promise.all([
      addressWait === null ? byAddress.remove(address, now) : null,
      pairWait === null ? byPair.remove(pair, now) : null,
    ]);
    return longest(addressWait, pairWait)!;
  }
  await byAccount.add(account, now);
  return { account, address, at: now, delayMs: loginDelayMs(pairFailures, accountFailures) };
}

/** The attempt succeeded: it was no failure, and its pair starts afresh. */
export async function loginSucceeded({ account, address, at }: LoginAttempt): Promise<void> {
  await Promise.all([
    byPair.reset(pairKey(account, address)),
    byAddress.remove(address, at),
    byAccount.remove(account, at),
  ]);
}

/** Null when a password reset may be asked (and counted), else the seconds to wait. */
export async function startForgotPassword(
  account: string,
  from: string,
  now = Date.now(),
): Promise<number | null> {
  const address = addressKey(from);
  const [addressWait, accountWait] = await Promise.all([
    forgotByAddress.take(address, now),
    forgotByAccount.take(account, now),
  ]);
  if (addressWait === null && accountWait === null) return null;
  await Promise.all([
    addressWait === null ? forgotByAddress.remove(address, now) : null,
    accountWait === null ? forgotByAccount.remove(account, now) : null,
  ]);
  return longest(addressWait, accountWait);
}

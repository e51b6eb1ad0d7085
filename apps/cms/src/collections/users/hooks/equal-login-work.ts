import type { CollectionBeforeOperationHook } from 'payload';
import { accountKey } from '../login-limits';
import { spendPasswordCheck } from '../password-hash';

/*
 * Payload hashes the typed password only when the address is an account's
 * (payload/dist/auth/operations/login.js throws at once otherwise): a wrong password took about
 * 0.36 s, an unknown address 0.02 s, which told anyone which addresses are staff accounts
 * (issue 30, finding 4). For an unknown address the same hash is computed here, so both do one
 * lookup of ours, one of Payload's and one hash.
 */
export const equalLoginWork: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args;
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data;
  const account = accountKey(data?.email);
  // Without an address or a password, Payload refuses the request before looking anything up.
  if (!account || typeof data?.password !== 'string' || data.password.trim() === '') return args;
  const user = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: account } },
    select: { id: true },
    req,
  });
  if (!user) await spendPasswordCheck(data.password);
  return args;
};

import { APIError, ValidationError, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload';
import { accountText } from '../account-texts';
import { accountKey } from '../login-limits';
import { passwordMatches } from '../password-hash';

const PASSWORD_CHANGED = 'passwordChanged';

/** Whether this request set a new password on the account (for the audit log). */
export const passwordChanged = (req: PayloadRequest, id: number | string): boolean =>
  Boolean((req.context[PASSWORD_CHANGED] as Set<number | string> | undefined)?.has(id));

/*
 * Nobody takes over another staff account (issue 30, finding 2; docs/product.md#staff): a
 * password or an e-mail is changed only by the account's owner, who types their current
 * password (the virtual `currentPassword` field); an admin sends a reset link instead, which
 * goes to the account's own address. Roles and disabling stay the admin's (field access). The
 * server's own writes (seed, local API without a user) are not asked.
 */
export const guardAccountChange: CollectionBeforeValidateHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !data || !originalDoc) return data;
  const changesPassword = typeof data.password === 'string' && data.password !== '';
  const changesEmail =
    typeof data.email === 'string' && accountKey(data.email) !== accountKey(originalDoc.email);
  if (changesPassword) {
    const changed = (req.context[PASSWORD_CHANGED] as Set<number | string> | undefined) ?? new Set();
    req.context[PASSWORD_CHANGED] = changed.add(originalDoc.id);
  }
  if (!req.user || (!changesPassword && !changesEmail)) return data;
  if (req.user.collection !== 'users' || req.user.id !== originalDoc.id)
    throw new APIError(accountText(req, 'notOwnAccount'), 403, null, true);
  const stored = await req.payload.db.findOne<{ id: number; hash?: unknown; salt?: unknown }>({
    collection: 'users',
    where: { id: { equals: originalDoc.id } },
    req,
  });
  const current = data.currentPassword;
  if (typeof current !== 'string' || !stored || !(await passwordMatches(current, stored)))
    throw new ValidationError(
      {
        collection: 'users',
        errors: [{ message: accountText(req, 'currentPasswordWrong'), path: 'currentPassword' }],
      },
      req.t,
    );
  return data;
};

import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeLoginHook } from 'payload';
import { accountText } from '../account-texts';

/*
 * A disabled account (issue 30, finding 2) signs in no more: the login form says so, once the
 * password matched (before, it is refused like any wrong password, so that nobody learns which
 * addresses are disabled accounts). Its sessions are ended as it is disabled, so a token it
 * still holds is refused too (Payload checks the session in the user's row), and access/roles.ts
 * grants a disabled account no role.
 */
export const refuseDisabledLogin: CollectionBeforeLoginHook = ({ req, user }) => {
  if ((user as { disabled?: boolean }).disabled)
    throw new APIError(accountText(req, 'disabled'), 403, null, true);
  return user;
};

export const endSessionsOfDisabled: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.disabled === true && !originalDoc?.disabled) return { ...data, sessions: [] };
  return data;
};

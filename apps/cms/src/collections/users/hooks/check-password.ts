import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload';
import { accountText } from '../account-texts';
import { passwordProblem } from '../password-policy';

/** Refuses a password of the policy (../password-policy.ts) as a message on the password field. */
export function checkPassword(req: PayloadRequest, password: unknown): void {
  if (typeof password !== 'string' || password === '') return;
  const problem = passwordProblem(password);
  if (!problem) return;
  throw new ValidationError(
    { collection: 'users', errors: [{ message: accountText(req, problem), path: 'password' }] },
    req.t,
  );
}

/**
 * Every way a password is set: creating an account (the first user too), changing it (admin
 * form or API), before Payload hashes it (collections/operations/utilities/update.js).
 */
export const checkNewPassword: CollectionBeforeValidateHook = ({ data, req }) => {
  checkPassword(req, data?.password);
  return data;
};

/** The reset link's form: Payload's resetPassword hashes the password without validating it. */
export const checkResetPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword')
    checkPassword(req, (args as { data?: { password?: unknown } }).data?.password);
  return args;
};

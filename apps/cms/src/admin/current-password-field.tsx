'use client';
import { PasswordField, useFormFields } from '@payloadcms/ui';
import type { TextFieldClientComponent } from 'payload';

/**
 * "Mot de passe actuel" on one's own account (collections/users/hooks/guard-account-change.ts):
 * a password input, shown once a new password is typed or the e-mail differs from the saved one,
 * right under them, so nobody fills it in for nothing.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const newPassword = useFormFields(([fields]) => fields.password?.value);
  const email = useFormFields(([fields]) => fields.email);
  const changing = Boolean(newPassword) || (email !== undefined && email.value !== email.initialValue);
  if (!changing) return null;
  return <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} />;
};

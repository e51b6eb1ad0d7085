import type { CollectionConfig } from 'payload';
import { hasRole, isAdmin, isAdminField, ROLE_OPTIONS, ROLES } from '../../access/roles';
import { secureSessionCookie } from '../../lib/staff-origins';
import { adminOrSelf } from './access/admin-or-self';
import { forgotPasswordEndpoint } from './forgot-password';
import { checkNewPassword, checkResetPassword } from './hooks/check-password';
import { equalLoginWork } from './hooks/equal-login-work';
import { firstUserIsAdmin } from './hooks/first-user-is-admin';
import { guardAccountChange } from './hooks/guard-account-change';
import {
  recordAccountChange,
  recordAccountDeletion,
  recordPasswordReset,
} from './hooks/record-account-change';
import { endSessionsOfDisabled, refuseDisabledLogin } from './hooks/refuse-disabled';
import { loginSucceededHook, throttleLogin } from './hooks/throttle-login';

/** Staff accounts. Roles (docs/architecture.md#forms-and-submissions): admin, editor, recruiter, compliance. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // Payload's lock (maxLoginAttempts) locks the account itself, which anybody knowing an e-mail
    // could then keep locked: off; failed logins are throttled by address instead (login-limits.ts).
    maxLoginAttempts: 0,
    // Strict: no other site's page ever sends the session along (lib/staff-origins.ts).
    cookies: { sameSite: 'Strict', secure: secureSessionCookie() },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles', 'disabled'],
    group: 'Administration',
  },
  access: {
    // Every staff role may sign in to the admin; what they can touch is decided per collection.
    admin: ({ req }) => hasRole(req.user, ...ROLES),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  // Answers a forgotten password before doing its work (forgot-password.ts).
  endpoints: [forgotPasswordEndpoint],
  hooks: {
    beforeValidate: [guardAccountChange, checkNewPassword],
    beforeChange: [firstUserIsAdmin, endSessionsOfDisabled],
    afterChange: [recordAccountChange],
    afterDelete: [recordAccountDeletion],
    beforeOperation: [throttleLogin, equalLoginWork, checkResetPassword],
    afterOperation: [recordPasswordReset],
    beforeLogin: [refuseDisabledLogin],
    afterLogin: [loginSucceededHook],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      // Asked of the account's owner to change their own password or e-mail
      // (hooks/guard-account-change.ts); never stored.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      admin: {
        condition: (data, _siblingData, { user }) => Boolean(user && data?.id === user.id),
        components: { Field: '/admin/current-password-field#CurrentPasswordField' },
      },
      hooks: { afterRead: [() => undefined] },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLE_OPTIONS,
      saveToJWT: true,
      // Nobody grants themselves a role: only admins write this field.
      access: { create: isAdminField, update: isAdminField },
    },
    {
      // A disabled account signs in no more (hooks/refuse-disabled.ts); only admins set it.
      name: 'disabled',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
  ],
};

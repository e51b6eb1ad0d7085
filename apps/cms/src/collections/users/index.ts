import type { CollectionConfig } from 'payload';
import { hasRole, isAdmin, isAdminField, ROLE_OPTIONS, ROLES } from '../../access/roles';
import { secureSessionCookie } from '../../lib/staff-origins';
import { adminOrSelf } from './access/admin-or-self';
import { firstUserIsAdmin } from './hooks/first-user-is-admin';
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
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Administration' },
  access: {
    // Every staff role may sign in to the admin; what they can touch is decided per collection.
    admin: ({ req }) => hasRole(req.user, ...ROLES),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeChange: [firstUserIsAdmin],
    beforeOperation: [throttleLogin],
    afterLogin: [loginSucceededHook],
  },
  fields: [
    { name: 'name', type: 'text' },
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
  ],
};

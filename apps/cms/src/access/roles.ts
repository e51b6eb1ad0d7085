import type { Access, FieldAccess } from 'payload';

export const ROLES = ['admin', 'editor', 'recruiter', 'compliance'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_OPTIONS = [
  { label: 'Admin', value: 'admin' },
  { label: 'Editor (content)', value: 'editor' },
  { label: 'Recruiter (applications)', value: 'recruiter' },
  { label: 'Compliance (whistleblowing reports)', value: 'compliance' },
] satisfies { label: string; value: Role }[];

/** True when the signed-in user holds one of `roles`; a disabled account holds none. */
export function hasRole(user: unknown, ...roles: readonly Role[]): boolean {
  const account = user as { roles?: unknown; disabled?: unknown } | null | undefined;
  if (account?.disabled === true) return false;
  const held = account?.roles;
  return Array.isArray(held) && held.some((role) => roles.includes(role as Role));
}

/** Anybody, signed in or not: used for media files, which the public website proxies. */
export const anyone: Access = () => true;

/** Any staff member: every role may open the admin and read content. */
export const isStaff: Access = ({ req }) => hasRole(req.user, ...ROLES);

/** Admins and editors change content. */
export const canEditContent: Access = ({ req }) => hasRole(req.user, 'admin', 'editor');

/** Admins and recruiters run the job offers and the recruiter profiles; editors only read them. */
export const canEditOffers: Access = ({ req }) => hasRole(req.user, 'admin', 'recruiter');

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin');

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin');

/** Nobody through the API: submissions are written by the /wp-json handlers (local API) only. */
export const nobody: Access = () => false;

/**
 * Contact requests: admins, editors (who answer visitors, issue 3) and recruiters (candidates
 * write through the contact form). The CVs sent with them are for CV_READERS only.
 */
export const CONTACT_READERS = ['admin', 'editor', 'recruiter'] as const satisfies readonly Role[];
export const canReadContactRequests: Access = ({ req }) => hasRole(req.user, ...CONTACT_READERS);

/** Coworking requests: admins and editors. */
export const COWORKING_READERS = ['admin', 'editor'] as const satisfies readonly Role[];
export const canReadCoworkingRequests: Access = ({ req }) => hasRole(req.user, ...COWORKING_READERS);

/** Applications and candidates (docs/product.md#applications): admins and recruiters only. */
export const APPLICATION_READERS = ['admin', 'recruiter'] as const satisfies readonly Role[];
export const canReadApplications: Access = ({ req }) => hasRole(req.user, ...APPLICATION_READERS);

/** CVs (files of contact requests): admins and recruiters only (docs/architecture.md#staff-and-the-admin: recruiter = CVs). */
export const CV_READERS = ['admin', 'recruiter'] as const satisfies readonly Role[];

/**
 * Whistleblowing reports: the compliance role only, admins included out (docs/architecture.md#staff-and-the-admin:
 * "nobody else can read them"). An admin who needs to read them must be given the compliance
 * role, which is a visible, deliberate change of the user's roles.
 */
export const isCompliance: Access = ({ req }) => hasRole(req.user, 'compliance');

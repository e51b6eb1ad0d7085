import type { Access } from 'payload';
import { hasRole } from '../../../access/roles';

/** Admins manage every account; anybody else only sees and edits their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false;
  if (hasRole(req.user, 'admin')) return true;
  return { id: { equals: req.user.id } };
};

import { methodNotAllowed } from '../lib/respond';

/**
 * The methods a read route of the contract does not serve, answered in JSON like the rest
 * (`export { DELETE, PATCH, POST, PUT } from '@/routes/read-only'`).
 */
export {
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
};

import type { CollectionBeforeChangeHook } from 'payload';

/**
 * The account made on /admin/create-first-user (no roles field is writable yet) must be able to
 * manage the others, so the first user of an empty database is always an admin.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  const { totalDocs } = await req.payload.count({ collection: 'users', req });
  if (totalDocs === 0) return { ...data, roles: ['admin'] };
  return data;
};

import type {
  Access,
  AccessArgs,
  CollectionBeforeChangeHook,
  PayloadRequest,
  SanitizedConfig,
  Where,
} from 'payload';
import { isAdmin, nobody } from './roles';

/*
 * Access to two things Payload adds to every config itself (issue 18, finding 6;
 * docs/architecture.md#staff-and-the-admin). Both are built inside Payload's sanitizeConfig
 * (payload/dist/config/sanitize.js: `getJobStatsGlobal(config)` pushed to config.globals when a
 * task has a `schedule`; `getLockedDocumentsCollection(config)` pushed to config.collections),
 * after plugins have run and with no override option (unlike jobsCollectionOverrides), and
 * their access is Payload's default, any signed-in user (auth/defaultAccess.js). So the built
 * config is amended here, once, in payload.config.ts. Payload reads `access` from these same
 * objects at each request, and its own code never goes through it: the scheduler reads and
 * writes the stats with payload.db.findGlobal/updateGlobal (queues/operations/handleSchedules/
 * index.js, defaultAfterSchedule.js), and the admin writes locks with payload.db.create/
 * updateOne/deleteMany (ui/dist/utilities/handleFormStateLocking.js, utilities/
 * checkDocumentLockStatus.js). What goes through access: REST and local calls with
 * overrideAccess false, i.e. staff, and the admin's lock reads (next/dist/views/Document/
 * getIsLocked.js, ui getGlobalData, the list views' includeLockStatus) and its unlock/take-over
 * calls (ui/dist/providers/DocumentInfo: GET, PATCH and DELETE /api/payload-locked-documents).
 */

export const JOBS_STATS_GLOBAL = 'payload-jobs-stats';
export const LOCKS_COLLECTION = 'payload-locked-documents';

type Entity = { slug: string; access: Record<string, Access | undefined> };

/** Slugs of `entities` whose `operation` access is plainly granted to this user (not a query). */
async function granted(entities: Entity[], operation: 'read' | 'update', req: PayloadRequest) {
  const slugs: string[] = [];
  for (const entity of entities) {
    if (entity.slug === LOCKS_COLLECTION) continue;
    const access = entity.access[operation];
    if (access && (await access({ req } as AccessArgs)) === true) slugs.push(entity.slug);
  }
  return slugs;
}

/** The collections a lock may point to (Payload's filter: locked-documents/config.js). */
const lockable = (config: SanitizedConfig) =>
  config.collections.filter((collection) => collection.lockDocuments !== false) as unknown as Entity[];

/**
 * The user's own locks, and the locks of documents and globals whose whole collection the user
 * may `operation`. A collection readable only in part (a query: submission files by kind, other
 * users' accounts) shows only the user's own locks: a lock names its document's id and its
 * editor, and a compliance officer's open report is nobody else's business.
 */
const locksOf =
  (config: SanitizedConfig, operation: 'read' | 'update'): Access =>
  async ({ req }) => {
    if (!req.user) return false;
    const or: Where[] = [{ 'user.value': { equals: req.user.id } }];
    const collections = await granted(lockable(config), operation, req);
    const globals = await granted(config.globals as unknown as Entity[], operation, req);
    // One `equals` each, and only slugs the relation holds: the SQL adapters resolve a relationTo
    // value to its column, one value at a time (@payloadcms/drizzle queries/parseParams.js,
    // getNotNullColumnByValue), and refuse `in` or an unknown slug (400).
    for (const slug of collections) or.push({ 'document.relationTo': { equals: slug } });
    if (globals.length) or.push({ globalSlug: { in: globals } });
    return { or };
  };

/**
 * A lock changed through the API is only ever taken over: the admin's "Take over" PATCHes the
 * lock's user (ui DocumentInfo updateDocumentEditor). Whatever was sent, the user becomes the
 * requester and the locked document stays the same one, so nobody hands a lock to someone else
 * or moves it onto another document. Payload's own lock writes use payload.db and skip hooks.
 */
const takeOverOnly: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !req.user || !originalDoc) return data;
  return {
    ...data,
    document: originalDoc.document,
    globalSlug: originalDoc.globalSlug,
    user: { relationTo: req.user.collection, value: req.user.id },
  };
};

/** Amends the built config: call once on buildConfig's result. */
export function restrictInternalEntities(config: SanitizedConfig): SanitizedConfig {
  // The scheduler's memory of its last runs: a far-future lastScheduledRun stops the nightly
  // erasure (retention/), so only admins read or write it.
  const stats = config.globals.find((global) => global.slug === JOBS_STATS_GLOBAL);
  if (stats) stats.access = { ...stats.access, read: isAdmin, readVersions: isAdmin, update: isAdmin };

  const locks = config.collections.find((collection) => collection.slug === LOCKS_COLLECTION);
  if (locks) {
    locks.access = {
      ...locks.access,
      read: locksOf(config, 'read'),
      // Own locks, and taking over the lock of a document the user may change anyway.
      update: locksOf(config, 'update'),
      // Only one's own lock is released (leaving a document); nobody creates one by hand.
      delete: ({ req }) => (req.user ? { 'user.value': { equals: req.user.id } } : false),
      create: nobody,
    };
    locks.hooks.beforeChange = [...(locks.hooks.beforeChange ?? []), takeOverOnly];
  }
  return config;
}

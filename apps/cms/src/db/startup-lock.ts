import type { Payload } from 'payload';
import { LOCK_KEYS, underAdvisoryLock } from './advisory-lock';

/**
 * Runs `work` (migrations, then the first-start seed) while no other CMS instance runs it on the
 * same database. Two instances started at once on one empty PostgreSQL database would otherwise
 * both create the schema (the second fails on a table that now exists) and both seed (the demo
 * content twice). The second waits for the first, then finds nothing left to do.
 */
export function underStartupLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  return underAdvisoryLock(payload, LOCK_KEYS.startup, work);
}

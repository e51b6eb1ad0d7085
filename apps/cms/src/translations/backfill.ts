import type { CollectionSlug, Payload } from 'payload';
import { SKIP_REVALIDATE } from '../hooks/revalidate-web';
import { TRANSLATED_COLLECTIONS } from './field';
import { SKIP_PICTURE_CHECK } from './pictures';
import { statusField } from './status-field';

/**
 * A database from before translation statuses: each document without one is saved once, as it
 * is, in French, so keep-status.ts works its statuses out (no edit times yet: none is stale). A
 * published document stays published, a draft stays a draft; nothing is published anew, so the
 * pictures are not checked and the site is not told. Runs at start, after the seed; a fresh or
 * already backfilled database has nothing to do.
 */
export async function backfillTranslations(payload: Payload): Promise<void> {
  let count = 0;
  for (const collection of TRANSLATED_COLLECTIONS as CollectionSlug[]) {
    const { docs } = await payload.find({
      collection,
      where: { [`translations.${statusField('fr')}`]: { exists: false } },
      draft: true,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    });
    for (const doc of docs as { id: number | string; _status?: string }[]) {
      try {
        await payload.update({
          collection,
          id: doc.id,
          locale: 'fr',
          data: {},
          draft: doc._status === 'draft',
          overrideAccess: true,
          context: { [SKIP_REVALIDATE]: true, [SKIP_PICTURE_CHECK]: true },
        });
        count += 1;
      } catch (error) {
        // A document an editor must fix first (it fails its own validation) keeps no status until saved.
        payload.logger.warn({ err: error }, `[translations] ${collection} ${doc.id}: no status yet`);
      }
    }
  }
  if (count) payload.logger.info(`[translations] Statuses worked out for ${count} documents.`);
}

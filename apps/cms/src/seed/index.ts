import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { SKIP_REVALIDATE } from '../hooks/revalidate-web';
import { SKIP_TRANSLATION_STATUS } from '../translations/keep-status';
import { seedAdmin } from './seed-admin';
import { seedAssistant, seedAssistantOnce } from './seed-assistant';
import { seedDay } from './seed-day';
import { seedForms } from './seed-forms';
import { seedGlobals } from './seed-globals';
import { seedMedia } from './seed-media';
import { seedOffers } from './seed-offers';
import { seedPages } from './seed-pages';
import { seedPosts } from './seed-posts';
import { seedRedirects } from './seed-redirects';
import { seedSubsidiaryDetails } from './seed-subsidiaries';

/**
 * First start of an empty database: demo content in four languages and the first admin, in one
 * transaction (a failed seed leaves nothing behind and runs again on the next start).
 * A database with users is never touched, but for the assistant's content once; one with pages but
 * no users only gets its admin.
 */
export async function seedOnInit(payload: Payload): Promise<void> {
  const [users, pages] = await Promise.all([
    payload.count({ collection: 'users' }),
    payload.count({ collection: 'pages' }),
  ]);
  // A database from before the assistant gets it once (seed-assistant.ts).
  if (users.totalDocs > 0) return seedAssistantOnce(payload);
  const withContent = pages.totalDocs === 0;
  const started = Date.now();
  // Translation statuses are worked out once per document after the seed (translations/backfill.ts,
  // from payload.config.ts's onInit), not at each of its saves in each language.
  const req = await createLocalReq(
    { context: { [SKIP_REVALIDATE]: true, [SKIP_TRANSLATION_STATUS]: true } },
    payload,
  );
  await initTransaction(req);
  try {
    if (withContent) {
      const media = await seedMedia(payload, req);
      const pageIds = await seedPages(payload, req, media);
      await seedGlobals(payload, req, pageIds, media);
      await seedForms(payload, req, media);
      await seedDay(payload, req);
      await seedSubsidiaryDetails(payload, req, media);
      await seedOffers(payload, req);
      await seedPosts(payload, req, media);
      await seedAssistant(payload, req, media);
      await seedRedirects(payload, req);
    }
    const announce = await seedAdmin(payload, req);
    await commitTransaction(req);
    payload.logger.info(
      `[seed] ${withContent ? 'Demo content and admin' : 'Admin'} created in ${Date.now() - started} ms.`,
    );
    announce();
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}

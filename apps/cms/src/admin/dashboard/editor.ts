import type { Where } from 'payload';
import { LOCALES } from '@dav/contract';
import {
  asUser,
  countItem,
  DAY_MS,
  listUrl,
  WINDOW_DAYS,
  type WorkContext,
  type WorkGroup,
  type WorkItem,
} from './work';
import { missingIn, MISSING_LANGUAGE_COLLECTIONS } from './translation-status';

/** A version that is the newest of its document and not published: a draft waiting. */
const LATEST_DRAFT: Where = {
  and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }],
};
/** The same documents as the admin list shows them (its lists read the newest versions). */
const DRAFT: Where = { _status: { equals: 'draft' } };

/** Drafts waiting in every collection and global that has drafts, whichever adds them. */
async function draftsWaiting(context: WorkContext): Promise<WorkItem[]> {
  const { payload } = context;
  const collections = payload.config.collections.filter((c) => c.versions?.drafts);
  const globals = payload.config.globals.filter((g) => g.versions?.drafts);
  const counted = await Promise.all([
    ...collections.map(async ({ slug }): Promise<WorkItem> => {
      const { totalDocs } = await payload.countVersions({
        collection: slug as 'posts',
        where: LATEST_DRAFT,
        ...asUser(context),
      });
      return { key: 'drafts', collection: slug, count: totalDocs, href: listUrl(slug, DRAFT) };
    }),
    ...globals.map(async ({ slug }): Promise<WorkItem> => {
      const { totalDocs } = await payload.countGlobalVersions({
        global: slug as 'coworking',
        where: LATEST_DRAFT,
        ...asUser(context),
      });
      return { key: 'globalDraft', global: slug, count: totalDocs, href: `/admin/globals/${slug}` };
    }),
  ]);
  // A global is one document: it is listed only while its draft waits.
  return counted.filter((item) => item.collection || item.count > 0);
}

/** Pages (and whatever else is translated) missing each language but French, the default. */
const missingLanguages = (context: WorkContext): Promise<WorkItem[]> =>
  Promise.all(
    MISSING_LANGUAGE_COLLECTIONS.flatMap((collection) =>
      LOCALES.filter((locale) => locale !== 'fr').map((locale) =>
        countItem(context, 'missingLanguage', collection, missingIn(locale), { collection, locale }),
      ),
    ),
  );

/** Published offers and posts whose publication date falls within the next 7 days. */
function scheduled(context: WorkContext): Promise<WorkItem[]> {
  const from = context.now.toISOString();
  const to = new Date(context.now.getTime() + WINDOW_DAYS * DAY_MS).toISOString();
  const where: Where = {
    and: [
      { _status: { equals: 'published' } },
      { datePosted: { greater_than: from } },
      { datePosted: { less_than_equal: to } },
    ],
  };
  return Promise.all(
    ['posts', 'offers'].map((collection) =>
      countItem(context, 'scheduled', collection, where, { collection }),
    ),
  );
}

/** What waits for an editor: drafts, missing languages, publications of the week. */
export async function editorWork(context: WorkContext): Promise<WorkGroup[]> {
  const [drafts, missing, week] = await Promise.all([
    draftsWaiting(context),
    missingLanguages(context),
    scheduled(context),
  ]);
  return [
    { key: 'drafts', items: drafts },
    { key: 'missingLanguages', items: missing },
    { key: 'scheduled', items: week },
  ];
}

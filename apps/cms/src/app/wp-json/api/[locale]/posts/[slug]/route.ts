import { PostResponseSchema } from '@dav/contract';
import { loadPost } from '@/contract/load-post';
import { readEdition } from '@/access/edition';
import { detailRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/**
 * GET /wp-json/api/{locale}/posts/{slug}: a post on the site in that language, with its related
 * posts. Unpublished, scheduled or untranslated: 404, as if it did not exist.
 */
export const GET = detailRoute('post', PostResponseSchema, ({ payload, locale, edition }, slug) =>
  readEdition(edition, 'posts', (own) => loadPost(payload, locale, slug, new Date(), own)),
);

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

import { PostResponseSchema } from '@dav/contract';
import { loadPost } from '@/contract/load-posts';
import { detailRoute } from '@/contract/read-route';

export const dynamic = 'force-dynamic';

/**
 * GET /wp-json/api/{locale}/posts/{slug}: a post on the site in that language, with its related
 * posts. Unpublished, scheduled or untranslated: 404, as if it did not exist.
 */
export const GET = detailRoute('post', PostResponseSchema, ({ payload, locale, edition }, slug) =>
  loadPost(payload, locale, slug, new Date(), edition),
);

export { DELETE, PATCH, POST, PUT } from '@/contract/read-only';

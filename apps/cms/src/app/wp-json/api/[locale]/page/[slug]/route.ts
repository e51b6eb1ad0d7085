import { PageResponseSchema } from '@dav/contract';
import { readEdition } from '@/access/edition';
import { loadPage } from '@/contract/load-page';
import { contractRoute } from '@/routes/read-route';
import { contractJson, errorJson } from '@/lib/respond';

export const dynamic = 'force-dynamic';

/** GET /wp-json/api/{locale}/page/{slug}: `home` is the home page. Its preview link reads its draft. */
export const GET = contractRoute<{ slug: string }>(
  'page',
  async ({ payload, locale, edition }, { slug }) => {
    const page = await readEdition(edition, 'pages', (own) => loadPage(payload, locale, slug, own));
    if (!page) return errorJson(404, { slug: 'Not found' });
    return contractJson(PageResponseSchema, page);
  },
  { slug: 'Not found', locale: 'Not found' },
);

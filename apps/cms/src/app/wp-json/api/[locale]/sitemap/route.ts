import { SitemapResponseSchema } from '@dav/contract';
import { loadSitemap } from '@/contract/load-sitemap';
import { readRoute } from '@/routes/read-route';

export const dynamic = 'force-dynamic';

/** GET /wp-json/api/{locale}/sitemap: what the website's sitemap of that language lists (docs/product.md#sitemaps-and-robots). */
export const GET = readRoute('sitemap', SitemapResponseSchema, ({ payload, locale }) =>
  loadSitemap(payload, locale),
);

export { DELETE, PATCH, POST, PUT } from '@/routes/read-only';

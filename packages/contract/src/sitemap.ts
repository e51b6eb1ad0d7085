import { z } from 'zod';
import { PageTemplateSchema } from './page';
import { SlugSchema } from './slug';

/** A document of the site in one language, as a sitemap lists it: its slug there, its last edit, its slugs elsewhere. */
export const SitemapEntrySchema = z.object({
  slug: SlugSchema,
  /** ISO date-time of the document's last edit. */
  updatedAt: z.string(),
  /** The same document in the other languages where it is on the site (its hreflang alternates). */
  translations: z.array(z.object({ lang: z.string(), slug: SlugSchema })),
});
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;

/**
 * GET /wp-json/api/{locale}/sitemap (docs/product.md#what-search-engines-and-social-sites-see): everything on the site
 * in that language, with no more than a sitemap needs: the CMS pages (with their template, which
 * may give them a fixed route), the visible posts, the open offers, the subsidiaries named in that
 * language, the day's products; and when the day and coworking contents were last edited.
 */
export const SitemapResponseSchema = z.object({
  pages: z.array(SitemapEntrySchema.extend({ template: PageTemplateSchema })),
  posts: z.array(SitemapEntrySchema),
  offers: z.array(SitemapEntrySchema),
  subsidiaries: z.array(SitemapEntrySchema),
  dayProducts: z.array(SitemapEntrySchema),
  dayUpdatedAt: z.string().nullable(),
  coworkingUpdatedAt: z.string().nullable(),
});
export type SitemapResponse = z.infer<typeof SitemapResponseSchema>;

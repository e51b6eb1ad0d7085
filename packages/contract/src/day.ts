import { z } from 'zod';
import { ImageSchema } from './media';
import { SeoSchema } from './page';
import { SlugSchema } from './slug';

/** The kinds of product of the day-at-DAV slider, in the order of its steps 1 to 4 (`DAY_PRODUCT_KINDS` of packages/rules). */
export const DayProductKindSchema = z.enum(['theme', 'room', 'lunch', 'goodie']);

/**
 * A product of the day: its id is stable (the basket names it), its texts and its slug (its page,
 * `/une-journee-chez-dav/{slug}`) are in the path's language; `translations`, its slug in each
 * other language it has a title in; `seo`, its page's share title, description and image.
 */
export const DayProductSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  slug: SlugSchema,
  translations: z.array(z.object({ lang: z.string(), slug: SlugSchema })),
  title: z.string(),
  text: z.string(),
  image: ImageSchema.nullable(),
  /** Euros excl. VAT per day (rooms only); null: no price shown. */
  price_per_day: z.number().nonnegative().nullable(),
  /** What search engines and social sites show of the product's page; null: its title, text and picture. */
  seo: SeoSchema,
});
export type DayProduct = z.infer<typeof DayProductSchema>;

/**
 * GET /wp-json/api/{locale}/day-at-dav: the "day at DAV" page (docs/product.md#a-day-at-dav),
 * its intro and its products by step. Products without a title in that language are left out;
 * each product's slug is unique in the day in that language.
 * The booking form itself is `GET /wp-json/api/{locale}/forms/day`.
 */
export const DayResponseSchema = z.object({
  intro: z.object({ title: z.string(), text: z.string() }),
  themes: z.array(DayProductSchema),
  rooms: z.array(DayProductSchema),
  lunches: z.array(DayProductSchema),
  goodies: z.array(DayProductSchema),
});
export type DayResponse = z.infer<typeof DayResponseSchema>;

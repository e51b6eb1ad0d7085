import { z } from 'zod';
import { ImageSchema } from './media';

/** The kinds of product of the day-at-DAV slider, in the order of its steps 1 to 4 (`DAY_PRODUCT_KINDS` of packages/rules). */
export const DayProductKindSchema = z.enum(['theme', 'room', 'lunch', 'goodie']);

/** A product of the day: its id is stable (the basket names it), its texts are in the path's language. */
export const DayProductSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  title: z.string(),
  text: z.string(),
  image: ImageSchema.nullable(),
  /** Euros excl. VAT per day (rooms only); null: no price shown. */
  price_per_day: z.number().nonnegative().nullable(),
});
export type DayProduct = z.infer<typeof DayProductSchema>;

/**
 * GET /wp-json/api/{locale}/day-at-dav: the "day at DAV" page (docs/product.md#a-day-at-dav),
 * its intro and its products by step. Products without a title in that language are left out.
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

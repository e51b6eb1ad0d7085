import { z } from 'zod';
import { ImageSchema } from './media';

/** A line of the coworking details list (what the rate includes, opening hours…). */
export const CoworkingDetailSchema = z.object({
  id: z.string(),
  label: z.string(),
  text: z.string(),
});
export type CoworkingDetail = z.infer<typeof CoworkingDetailSchema>;

/** A rate in euros excluding VAT, per person; 0 means "no price shown" (docs/product.md#coworking-request, coworking modal). */
const RateSchema = z.number().nonnegative();

/**
 * GET /wp-json/api/{locale}/coworking: the coworking page content and the rates the request
 * form prices with (docs/product.md#coworking-request "Coworking content"). Texts are in the path's language.
 * The request form itself is `GET /wp-json/api/{locale}/forms/coworking`.
 */
export const CoworkingResponseSchema = z.object({
  day_rate_price: RateSchema,
  week_rate_price: RateSchema,
  month_rate_price: RateSchema,
  form_title: z.string(),
  form_message: z.string(),
  presentation: z.object({ title: z.string(), text: z.string() }),
  gallery: z.array(ImageSchema),
  details: z.array(CoworkingDetailSchema),
  /** Street address, one line per line of the postal address. */
  address: z.string(),
  /** Route planner link (https), or null. */
  itinerary_url: z.string().nullable(),
});
export type CoworkingResponse = z.infer<typeof CoworkingResponseSchema>;

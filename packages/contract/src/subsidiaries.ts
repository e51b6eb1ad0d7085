import { z } from 'zod';
import { ImageSchema, MediaItemSchema } from './media';
import { KnowMoreSchema, SeoSchema } from './page';
import {
  ExpertiseSchema,
  OfferSummarySchema,
  optionalSlug,
  REGIONS,
  RichTextSchema,
  SubsidiarySchema,
} from './offers';
import { PostSummarySchema } from './posts';

/*
 * The subsidiaries' map and pages (docs/product.md#subsidiaries): the list with its region and
 * expertise filters, one subsidiary with its presentation, places, clients, news and offers.
 */

export const TRANSPORT_MODES = ['metro', 'tram', 'bus', 'train', 'bike'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** Decimal degrees (WGS 84): the subsidiary's pin. */
export const CoordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof CoordinatesSchema>;

export const AddressSchema = z.object({ street: z.string(), postalCode: z.string(), city: z.string() });
export type Address = z.infer<typeof AddressSchema>;

/** A card of the list and a pin of the map. */
export const SubsidiaryCardSchema = SubsidiarySchema.extend({
  intro: z.string(),
  cover: ImageSchema.nullable(),
  expertises: z.array(ExpertiseSchema),
  address: AddressSchema.nullable(),
  coordinates: CoordinatesSchema.nullable(),
});
export type SubsidiaryCard = z.infer<typeof SubsidiaryCardSchema>;

/** The list's query string, as the site's URL and the CMS route both read it; empty is "all". */
export const SubsidiaryListQuerySchema = z.object({
  region: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(REGIONS, { error: `one of ${REGIONS.join(', ')}` }).optional(),
  ),
  expertise: optionalSlug,
});
export type SubsidiaryListQuery = z.infer<typeof SubsidiaryListQuerySchema>;

/** GET /wp-json/api/{locale}/subsidiaries?region=&expertise= : Europe first, then by title. */
export const SubsidiaryListResponseSchema = z.object({ items: z.array(SubsidiaryCardSchema) });
export type SubsidiaryListResponse = z.infer<typeof SubsidiaryListResponseSchema>;

export const TransportLineSchema = z.object({
  mode: z.enum(TRANSPORT_MODES),
  line: z.string(),
  stop: z.string().nullable(),
});
export type TransportLine = z.infer<typeof TransportLineSchema>;

export const ClientSchema = z.object({
  name: z.string(),
  url: z.string().nullable(),
  logo: ImageSchema.nullable(),
});
export type Client = z.infer<typeof ClientSchema>;

/** Latest news and offers a subsidiary page shows. */
export const SUBSIDIARY_LATEST = 3;

/** GET /wp-json/api/{locale}/subsidiaries/{slug} */
export const SubsidiaryResponseSchema = SubsidiaryCardSchema.extend({
  presentation: RichTextSchema,
  /** Pictures and videos, each opening the media modal. */
  gallery: z.array(MediaItemSchema),
  clients: z.array(ClientSchema),
  transport: z.array(TransportLineSchema),
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** Its newest posts on the site in that language (at most SUBSIDIARY_LATEST). */
  news: z.array(PostSummarySchema),
  /** Its newest open offers in that language (at most SUBSIDIARY_LATEST), and how many it has. */
  offers: z.array(OfferSummarySchema),
  offersTotal: z.number().int().nonnegative(),
  /** Cards the editor added, shown as the know-more strip; null: none. */
  knowMore: KnowMoreSchema.nullable(),
  /** What search engines and social sites show, when the editor set it. */
  seo: SeoSchema,
  /** The languages it is written in (a subsidiary has one slug in all of them). */
  translations: z.array(z.object({ lang: z.string(), slug: z.string() })),
  updatedAt: z.string(),
});
export type SubsidiaryResponse = z.infer<typeof SubsidiaryResponseSchema>;

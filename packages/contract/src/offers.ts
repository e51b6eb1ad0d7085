import { z } from 'zod';
import { ImageSchema, MediaItemSchema } from './media';
import { KnowMoreSchema, SeoSchema } from './page';
import { SlugSchema } from './slug';

/**
 * Job offers on the wire (docs/product.md#job-offers): the search, one offer, and the two lists
 * the search panels show (expertises; subsidiaries with their cities). Everything is plain data:
 * rich text comes as a small tree of allowed nodes, never as HTML.
 */

export const CONTRACT_TYPES = ['cdi', 'cdd', 'freelance', 'internship', 'apprenticeship'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const REMOTE_POLICIES = ['on-site', 'hybrid', 'remote'] as const;
export type RemotePolicy = (typeof REMOTE_POLICIES)[number];

export const EXPERIENCE_LEVELS = ['junior', 'confirmed', 'senior', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** The 10 positions of recruiter profiles (docs/product.md#data), each with a masculine and a feminine form. */
export const MANAGER_POSITIONS = [
  'partner',
  'associate-director',
  'development-manager',
  'manager',
  'deputy-managing-director',
  'ceo',
  'business-manager',
  'recruitment-manager',
  'technical-director',
  'agency-director',
] as const;
export type ManagerPosition = (typeof MANAGER_POSITIONS)[number];

/** Which form of the position a profile uses. */
export const POSITION_FORMS = ['masculine', 'feminine'] as const;
export type PositionForm = (typeof POSITION_FORMS)[number];

export const SALARY_CURRENCIES = ['EUR', 'CHF', 'CAD', 'USD'] as const;
export const SALARY_PERIODS = ['year', 'month', 'day', 'hour'] as const;

export const REGIONS = ['europe', 'north-america'] as const;
export type Region = (typeof REGIONS)[number];

/** ISO 3166-1 alpha-2 codes of the countries the group works in. */
export const COUNTRIES = ['FR', 'BE', 'CH', 'ES', 'DE', 'CA', 'US'] as const;
export type Country = (typeof COUNTRIES)[number];

/* ---------- rich text: headings, paragraphs, lists, quotes, links and images ---------- */

export const RichTextTextSchema = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
});
export const RichTextLinkSchema = z.object({
  type: z.literal('link'),
  /** http(s), mailto:, tel: or a site path (`/contactez-nous`); anything else never reaches the wire. */
  url: z.string(),
  newTab: z.boolean(),
  children: z.array(RichTextTextSchema),
});
export const RichTextInlineSchema = z.discriminatedUnion('type', [RichTextTextSchema, RichTextLinkSchema]);
export type RichTextInline = z.infer<typeof RichTextInlineSchema>;

export const RichTextBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    /** 2 in a post's body (its title is the h1); 3 and 4 in an offer's sections (each an h2). */
    level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    children: z.array(RichTextInlineSchema),
  }),
  z.object({ type: z.literal('paragraph'), children: z.array(RichTextInlineSchema) }),
  /** Nested lists are flattened by the CMS: one level, as the site shows them. */
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(RichTextInlineSchema)) }),
  z.object({ type: z.literal('quote'), children: z.array(RichTextInlineSchema) }),
  /** A picture of the media library, with its alt text (posts). */
  z.object({ type: z.literal('image'), image: ImageSchema }),
  /** A video of the media library, played by the site's video player (posts, presentations). */
  z.object({ type: z.literal('video'), video: MediaItemSchema }),
]);
export type RichTextBlock = z.infer<typeof RichTextBlockSchema>;
export const RichTextSchema = z.array(RichTextBlockSchema);
export type RichText = z.infer<typeof RichTextSchema>;

/* ---------- the search panels' lists ---------- */

export const ExpertiseSchema = z.object({ id: z.string(), slug: z.string(), title: z.string() });
export type Expertise = z.infer<typeof ExpertiseSchema>;

export const SubsidiarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  region: z.enum(REGIONS),
  country: z.enum(COUNTRIES),
  cities: z.array(z.string()),
});
export type Subsidiary = z.infer<typeof SubsidiarySchema>;

/** GET /wp-json/api/{locale}/expertises */
export const ExpertisesResponseSchema = z.object({ items: z.array(ExpertiseSchema) });
export type ExpertisesResponse = z.infer<typeof ExpertisesResponseSchema>;

/* ---------- offers ---------- */

/** What a result card shows. Dates are ISO 8601 strings. */
export const OfferSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  expertise: ExpertiseSchema,
  subsidiaries: z.array(SubsidiarySchema).min(1),
  contractType: z.enum(CONTRACT_TYPES),
  remotePolicy: z.enum(REMOTE_POLICIES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  datePosted: z.string(),
  validThrough: z.string().nullable(),
});
export type OfferSummary = z.infer<typeof OfferSummarySchema>;

export const ManagerSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.enum(MANAGER_POSITIONS),
  form: z.enum(POSITION_FORMS),
  photo: ImageSchema.nullable(),
});
export type Manager = z.infer<typeof ManagerSchema>;

/** A technology of the skills test (docs/product.md#skills-test). */
export const TechnologySchema = z.object({
  slug: z.string(),
  technologyId: z.string(),
  subTechnologyId: z.string(),
  label: z.string(),
});
export type Technology = z.infer<typeof TechnologySchema>;

export const SalarySchema = z.object({
  min: z.number().nonnegative(),
  max: z.number().nonnegative().nullable(),
  currency: z.enum(SALARY_CURRENCIES),
  period: z.enum(SALARY_PERIODS),
});
export type Salary = z.infer<typeof SalarySchema>;

/** GET /wp-json/api/{locale}/offers/{slug}: a published offer still open, in that language. */
export const OfferResponseSchema = OfferSummarySchema.extend({
  description: RichTextSchema,
  missions: RichTextSchema,
  profile: RichTextSchema,
  benefits: RichTextSchema,
  salary: SalarySchema.nullable(),
  managers: z.array(ManagerSchema),
  technologies: z.array(TechnologySchema),
  /** Chosen by the recruiter, else offers of the same expertise and subsidiary (at most 3). */
  related: z.array(OfferSummarySchema),
  /** The same offer in the other languages where it is translated. */
  /** Cards the recruiter added, shown as the know-more strip; null: none. */
  knowMore: KnowMoreSchema.nullable(),
  /** What search engines and social sites show, when the recruiter set it. */
  seo: SeoSchema,
  translations: z.array(z.object({ lang: z.string(), slug: z.string() })),
  updatedAt: z.string(),
});
export type OfferResponse = z.infer<typeof OfferResponseSchema>;

/** Results per page of the search (docs/product.md#job-offers). */
export const OFFERS_PAGE_SIZE = 12;
/** The longest role a visitor may type. */
export const OFFER_QUERY_MAX = 100;
/** The deepest page asked for: 50 × 12 results is far beyond any real list. */
export const OFFERS_MAX_PAGE = 50;

/** A slug parameter of a query string; empty is "all". */
export const optionalSlug = z.preprocess(
  (value) => (value === '' ? undefined : value),
  SlugSchema.optional(),
);

/** A 1-based page number of a query string, at most `max`; absent is 1. */
export const pageParam = (max: number) =>
  z.coerce
    .number({ error: 'a whole number from 1' })
    .int('a whole number from 1')
    .min(1, 'a whole number from 1')
    .max(max, `at most ${max}`)
    .default(1);

/**
 * The search's query string, as the site's URL and the CMS route both read it: `q` (the role),
 * `expertise` and `subsidiary` (slugs; empty is "all"), `page` (1-based).
 */
export const OfferSearchQuerySchema = z.object({
  q: z
    .string()
    .max(OFFER_QUERY_MAX, `at most ${OFFER_QUERY_MAX} characters`)
    .optional()
    .transform((value) => value?.trim() ?? ''),
  expertise: optionalSlug,
  subsidiary: optionalSlug,
  page: pageParam(OFFERS_MAX_PAGE),
});
export type OfferSearchQuery = z.infer<typeof OfferSearchQuerySchema>;

/** GET /wp-json/api/{locale}/offers?q=&expertise=&subsidiary=&page= */
export const OfferSearchResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  items: z.array(OfferSummarySchema),
});
export type OfferSearchResponse = z.infer<typeof OfferSearchResponseSchema>;

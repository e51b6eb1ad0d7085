import { z } from 'zod';
import { ImageSchema, MediaItemSchema } from './media';

/** Page templates of docs/product.md#routes-link-mapping; `default` is a plain CMS page. */
export const PAGE_TEMPLATES = [
  'default',
  'index',
  'contact',
  'subsidiaries',
  'news',
  'offers',
  'coworking',
  'day-at-the-company',
  'spontaneous-application',
] as const;
export const PageTemplateSchema = z.enum(PAGE_TEMPLATES);
export type PageTemplate = z.infer<typeof PageTemplateSchema>;

/** Content blocks, discriminated by `blockType`. Text is plain text: never HTML. */
export const HeroBlockSchema = z.object({
  blockType: z.literal('hero'),
  id: z.string(),
  surtitle: z.string().nullable(),
  title: z.string(),
  intro: z.string().nullable(),
  image: ImageSchema.nullable(),
});
export const TextBlockSchema = z.object({
  blockType: z.literal('text'),
  id: z.string(),
  title: z.string().nullable(),
  /** Paragraphs, in order. */
  paragraphs: z.array(z.string()),
});
export const CtaBlockSchema = z.object({
  blockType: z.literal('cta'),
  id: z.string(),
  title: z.string(),
  label: z.string(),
  url: z.string(),
});
export const ImageBlockSchema = z.object({
  blockType: z.literal('image'),
  id: z.string(),
  image: ImageSchema,
  caption: z.string().nullable(),
});
/** Know-more thumbnails (SPEC 2.3): each leads to a site path or, in a new tab, an external URL. */
export const KnowMoreSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ title: z.string(), url: z.string(), image: ImageSchema.nullable() })).min(1),
});
export type KnowMore = z.infer<typeof KnowMoreSchema>;
/** A page's know-more block; posts, offers and subsidiaries carry a `knowMore` strip of the same shape. */
export const KnowMoreBlockSchema = KnowMoreSchema.extend({
  blockType: z.literal('knowMore'),
  id: z.string(),
});

/** Home blocks (SPEC 2.4, docs/product.md#home): offered on the `index` template only. */
export const HOME_BLOCK_TYPES = ['mascot', 'namePrompt', 'entryPoints'] as const;

/** The mascot's greeting: its first name, one or two poses (the first is shown), 1 to 3 messages. */
export const MascotBlockSchema = z.object({
  blockType: z.literal('mascot'),
  id: z.string(),
  name: z.string(),
  images: z.array(ImageSchema).min(1).max(2),
  greetings: z.array(z.string()).min(1).max(3),
});
/** The name prompt: a question, a placeholder and a send button (a GET form to the contact page until the assistant exists). */
export const NamePromptBlockSchema = z.object({
  blockType: z.literal('namePrompt'),
  id: z.string(),
  label: z.string(),
  placeholder: z.string().nullable(),
  buttonLabel: z.string(),
});
/** The five entry points of SPEC 2.4, each kind once. */
export const ENTRY_POINT_KINDS = [
  'discover',
  'overview',
  'learn-more',
  'subsidiaries',
  'submit-project',
] as const;
export const EntryPointKindSchema = z.enum(ENTRY_POINT_KINDS);
export type EntryPointKind = z.infer<typeof EntryPointKindSchema>;
export const EntryPointSchema = z.object({
  kind: EntryPointKindSchema,
  title: z.string(),
  text: z.string().nullable(),
  /** A site path or an external URL (a new tab). */
  url: z.string(),
  image: ImageSchema.nullable(),
});
export type EntryPoint = z.infer<typeof EntryPointSchema>;
export const EntryPointsBlockSchema = z.object({
  blockType: z.literal('entryPoints'),
  id: z.string(),
  entries: z
    .array(EntryPointSchema)
    .min(1)
    .max(ENTRY_POINT_KINDS.length)
    .refine((entries) => new Set(entries.map((e) => e.kind)).size === entries.length, {
      message: 'Each kind of entry point appears once',
    }),
});

/** MEDIA_GALLERY_MAX_ITEMS: a gallery shows 1 to 12 images or videos, each opening the media modal. */
export const MEDIA_GALLERY_MAX_ITEMS = 12;
export const MediaGalleryBlockSchema = z.object({
  blockType: z.literal('mediaGallery'),
  id: z.string(),
  title: z.string(),
  items: z.array(MediaItemSchema).min(1).max(MEDIA_GALLERY_MAX_ITEMS),
});
export const BlockSchema = z.discriminatedUnion('blockType', [
  HeroBlockSchema,
  TextBlockSchema,
  CtaBlockSchema,
  ImageBlockSchema,
  KnowMoreBlockSchema,
  MascotBlockSchema,
  NamePromptBlockSchema,
  EntryPointsBlockSchema,
  MediaGalleryBlockSchema,
]);
export type Block = z.infer<typeof BlockSchema>;
export type BlockType = Block['blockType'];

export const PageTranslationSchema = z.object({ lang: z.string(), slug: z.string() });
export type PageTranslation = z.infer<typeof PageTranslationSchema>;

export const SeoSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: ImageSchema.nullable(),
});
export type Seo = z.infer<typeof SeoSchema>;

/** GET /wp-json/api/{locale}/page/{slug}. The home page has slug `home`. */
export const PageResponseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  template: PageTemplateSchema,
  content: z.array(BlockSchema),
  seo: SeoSchema,
  /** The same page in the other languages (fr, en, es, de) where it exists. */
  translations: z.array(PageTranslationSchema),
  updatedAt: z.string(),
});
export type PageResponse = z.infer<typeof PageResponseSchema>;

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
export const KnowMoreBlockSchema = z.object({
  blockType: z.literal('knowMore'),
  id: z.string(),
  title: z.string(),
  items: z.array(z.object({ title: z.string(), url: z.string(), image: ImageSchema.nullable() })).min(1),
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

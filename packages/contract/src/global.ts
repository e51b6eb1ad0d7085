import { z } from 'zod';
import { ImageSchema } from './media';
import { MenuLinkSchema, MenusSchema } from './menu';

/** A language of the current domain group. `slug` may be `ay-fr`/`ay-en` (hidden by the switcher). */
export const LangSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Origin of that language's host in the same environment, e.g. `http://en.localhost:3000`. */
  url: z.string(),
});
export type Lang = z.infer<typeof LangSchema>;

export const MultiDomainSchema = z.object({ domain: z.string(), lang: z.string() });
export type MultiDomain = z.infer<typeof MultiDomainSchema>;

export const HeaderContentSchema = z.object({
  links: z.array(MenuLinkSchema),
  linkedin_url: z.string().nullable(),
  discord_url: z.string().nullable(),
});
export type HeaderContent = z.infer<typeof HeaderContentSchema>;

export const BurgerContentSchema = z.object({
  facebook_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  discord_url: z.string().nullable(),
});
export type BurgerContent = z.infer<typeof BurgerContentSchema>;

const FooterLinkSchema = z.object({ id: z.string(), label: z.string(), url: z.string() });

export const FooterContentSchema = z.object({
  surtitle: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  label: z.string(),
  columns: z.array(z.object({ id: z.string(), title: z.string(), links: z.array(FooterLinkSchema) })),
  buttons: z.array(FooterLinkSchema),
  links: z.array(FooterLinkSchema),
  social: BurgerContentSchema,
  /** The two certification logos, each with the page it links to. */
  logos: z.array(z.object({ id: z.string(), image: ImageSchema, url: z.string().nullable() })),
  /** Six background images, rotated by ISO week number. */
  images: z.array(ImageSchema),
  description: z.string(),
});
export type FooterContent = z.infer<typeof FooterContentSchema>;

/** UI strings: key → text in the requested language (defaults shipped in ./trads). */
export const TradsSchema = z.record(z.string(), z.string());
export type Trads = z.infer<typeof TradsSchema>;

/** GET /wp-json/api/{locale}/global (docs/product.md#calls). */
export const GlobalResponseSchema = z.object({
  langs: z.array(LangSchema),
  menus: MenusSchema,
  header: HeaderContentSchema,
  burger: BurgerContentSchema,
  footer: FooterContentSchema,
  trads: TradsSchema,
  multiDomains: z.array(MultiDomainSchema),
  notFoundImage: ImageSchema.nullable(),
  /** The picture shared on social sites when a page has none of its own (its language's). */
  shareImage: ImageSchema.nullable(),
});
export type GlobalResponse = z.infer<typeof GlobalResponseSchema>;

import { z } from 'zod';

/** The target of a menu link, as the CMS describes it (docs/product.md#data, "Menu link"). */
export const MenuLinkTargetSchema = z.object({
  post_name: z.string(),
  post_type: z.enum(['page', 'post', 'jobs-post', 'subsidiary-post']),
  page_template: z.string().nullable(),
  post_title: z.string(),
  to: z.string().nullable(),
});
export type MenuLinkTarget = z.infer<typeof MenuLinkTargetSchema>;

export const SublinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  link: MenuLinkTargetSchema.nullable(),
  external_link: z.boolean(),
  url: z.string().nullable(),
});
export type Sublink = z.infer<typeof SublinkSchema>;

export const MenuLinkSchema = SublinkSchema.extend({
  submenu: z.boolean(),
  sublinks: z.array(SublinkSchema),
});
export type MenuLink = z.infer<typeof MenuLinkSchema>;

export const MenusSchema = z.object({
  header: z.array(MenuLinkSchema),
  burger: z.array(MenuLinkSchema),
  footer: z.array(MenuLinkSchema),
  formations: z.array(MenuLinkSchema),
});
export type Menus = z.infer<typeof MenusSchema>;

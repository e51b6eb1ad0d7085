import { z } from 'zod';

/** An image as the site receives it: an absolute path on the CMS (proxied) and its alt text. */
export const ImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Image = z.infer<typeof ImageSchema>;

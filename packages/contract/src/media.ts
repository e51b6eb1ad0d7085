import { z } from 'zod';

/** An image as the site receives it: an absolute path on the CMS (proxied) and its alt text. */
export const ImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Image = z.infer<typeof ImageSchema>;

/** The file types the media library takes (docs/product.md#cms-pages): images, videos, captions. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
export const CAPTIONS_MIME_TYPE = 'text/vtt';

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** What a media item shows, from its file's type: an image, a video, or nothing (a captions file). */
export function mediaTypeOf(mimeType: string | null | undefined): MediaType | null {
  const essence = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(essence)) return 'image';
  if ((VIDEO_MIME_TYPES as readonly string[]).includes(essence)) return 'video';
  return null;
}

/** A WebVTT captions track in the language of the page (`lang`), named by `label`. */
export const CaptionsSchema = z.object({ url: z.string(), lang: z.string(), label: z.string() });
export type Captions = z.infer<typeof CaptionsSchema>;

/**
 * An image or a video shown in the media modal (SPEC 2.3). A video may have captions in the
 * page's language and a poster image; an image has neither. `width`/`height` are null for a video.
 */
export const MediaItemSchema = z
  .object({
    type: z.enum(MEDIA_TYPES),
    url: z.string(),
    alt: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    mimeType: z.string(),
    captions: CaptionsSchema.nullable(),
    poster: ImageSchema.nullable(),
  })
  .refine((item) => mediaTypeOf(item.mimeType) === item.type, {
    message: 'The MIME type does not match the media type',
    path: ['mimeType'],
  })
  .refine((item) => item.type === 'video' || (item.captions === null && item.poster === null), {
    message: 'Only a video has captions or a poster',
    path: ['type'],
  });
export type MediaItem = z.infer<typeof MediaItemSchema>;

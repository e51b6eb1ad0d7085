import { mediaTypeOf, type Image, type Locale, type MediaItem } from '@dav/contract';
import type { Media } from '../payload-types';

/** Where Payload serves an upload: an absolute path on the CMS, proxied by apps/web. */
export function mediaPath(filename: string): string {
  return `/api/media/file/${encodeURIComponent(filename)}`;
}

const dimension = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;

/** A decorative picture has an empty alt (alt=""): screen readers skip it. */
const altOf = (media: Media) => (media.decorative ? '' : (media.alt ?? ''));

/** A populated upload → contract image; an unpopulated id or a missing file → null. */
export function mapImage(media: number | Media | null | undefined): Image | null {
  if (!media || typeof media !== 'object' || !media.filename) return null;
  // An image field pointed at a video or a captions file shows nothing rather than a broken <img>.
  if (media.mimeType && mediaTypeOf(media.mimeType) !== 'image') return null;
  return {
    url: mediaPath(media.filename),
    alt: altOf(media),
    width: dimension(media.width),
    height: dimension(media.height),
  };
}

export function mapImages(list: (number | Media)[] | null | undefined): Image[] {
  return (list ?? []).map(mapImage).filter((image): image is Image => image !== null);
}

/** The name of a captions track in its own language (what the browser's captions menu shows). */
export const CAPTIONS_LABELS: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};

/**
 * A populated media (read at depth 2, so a video's captions and poster are documents) → the
 * contract's media item in `locale`: an image, or a video with its captions in that language and
 * its poster. A captions file, an unpopulated id or a missing file → null.
 */
export function mapMediaItem(media: number | Media | null | undefined, locale: Locale): MediaItem | null {
  if (!media || typeof media !== 'object' || !media.filename) return null;
  const type = mediaTypeOf(media.mimeType);
  if (!type) return null;
  const captions = type === 'video' && typeof media.captions === 'object' ? media.captions : null;
  return {
    type,
    url: mediaPath(media.filename),
    alt: altOf(media),
    width: type === 'image' ? dimension(media.width) : null,
    height: type === 'image' ? dimension(media.height) : null,
    mimeType: media.mimeType!,
    captions:
      captions?.filename && captions.mimeType === 'text/vtt'
        ? { url: mediaPath(captions.filename), lang: locale, label: CAPTIONS_LABELS[locale] }
        : null,
    poster: type === 'video' ? mapImage(media.poster) : null,
  };
}

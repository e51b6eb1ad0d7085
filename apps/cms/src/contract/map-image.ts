import type { Image } from '@dav/contract';
import type { Media } from '../payload-types';

/** Where Payload serves an upload: an absolute path on the CMS, proxied by apps/web. */
export function mediaPath(filename: string): string {
  return `/api/media/file/${encodeURIComponent(filename)}`;
}

const dimension = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;

/** A populated upload → contract image; an unpopulated id or a missing file → null. */
export function mapImage(media: number | Media | null | undefined): Image | null {
  if (!media || typeof media !== 'object' || !media.filename) return null;
  return {
    url: mediaPath(media.filename),
    alt: media.alt ?? '',
    width: dimension(media.width),
    height: dimension(media.height),
  };
}

export function mapImages(list: (number | Media)[] | null | undefined): Image[] {
  return (list ?? []).map(mapImage).filter((image): image is Image => image !== null);
}

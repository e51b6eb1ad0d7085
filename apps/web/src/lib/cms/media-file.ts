import 'server-only';
import { createHash } from 'node:crypto';
import { cacheLife, cacheTag } from 'next/cache';
import { MEDIA_TAG } from '@dav/contract';
import { cmsBaseUrl, cmsTimeoutMs } from '../env';
import { CMS_CACHE_LIFE } from './cache-tags';

/**
 * The media files the site serves itself (docs/architecture.md#media-files): a picture or a
 * captions file is read from the CMS once and kept in the site's cache until an edit of the media
 * revalidates `media`, so the page's largest picture arrives as fast as the site's own files
 * instead of waiting on the CMS. Videos and anything larger stream from the CMS at each request.
 */
const MEDIA_KEPT_MAX_BYTES = 1024 * 1024;

/** Kept in the cache: pictures and captions, never a video (it is asked for by ranges). */
const KEPT_TYPES = /^(image\/|text\/vtt)/;

export interface MediaFile {
  contentType: string;
  body: Uint8Array;
  /** A strong validator of the bytes, for `If-None-Match`. */
  etag: string;
}

class MediaUnavailableError extends Error {
  override name = 'MediaUnavailableError';
}

/**
 * One file of `/api/media/{path}` (segments already URL-encoded), or null when it is not one to
 * keep: missing (404), a video, or larger than `MEDIA_KEPT_MAX_BYTES`. Throws when the CMS
 * fails, so that no failure is kept.
 */
export async function keptMediaFile(path: string): Promise<MediaFile | null> {
  'use cache';
  cacheTag(MEDIA_TAG);
  cacheLife(CMS_CACHE_LIFE);
  let res: Response;
  try {
    res = await fetch(`${cmsBaseUrl()}/api/media/${path}`, { signal: AbortSignal.timeout(cmsTimeoutMs()) });
  } catch (error) {
    throw new MediaUnavailableError(`media ${path}: ${(error as Error).message}`);
  }
  const contentType = res.headers.get('content-type') ?? '';
  const length = Number(res.headers.get('content-length') ?? NaN);
  if (res.status === 404 || (res.ok && (!KEPT_TYPES.test(contentType) || length > MEDIA_KEPT_MAX_BYTES))) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) throw new MediaUnavailableError(`media ${path}: CMS answered ${res.status}`);
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.byteLength > MEDIA_KEPT_MAX_BYTES) return null;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { contentType, body, etag };
}

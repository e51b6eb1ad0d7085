import { cmsBaseUrl } from '@/lib/env';
import { keptMediaFile, type MediaFile } from '@/lib/cms/media-file';

/*
 * The media files (docs/architecture.md#media-files): pictures and captions from the site's cache
 * (lib/cms/media-file.ts), the rest (videos, ranges, queries) streamed from the CMS. Nothing of the
 * visitor's request but the range goes to the CMS: media are public, and a cookie must never make
 * a kept answer.
 */

/**
 * Browsers keep a file an hour, then use it while they check it again for a day: a file can be
 * replaced under the same name in the admin, so it is not marked immutable.
 */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
/** What the CMS's answer says of the file, passed on to the browser. */
const FILE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'last-modified',
  'etag',
];
const STREAM_TIMEOUT_MS = 30_000;

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
const unavailable = () =>
  new Response('Service unavailable', { status: 502, headers: { 'cache-control': 'no-store' } });

/** Segments as Next decoded them, encoded again; `.` and `..` would leave the media folder. */
function mediaPath(segments: string[]): string | null {
  if (segments.some((segment) => segment === '.' || segment === '..' || segment === '')) return null;
  return segments.map(encodeURIComponent).join('/');
}

function kept(request: Request, file: MediaFile): Response {
  const headers = { etag: file.etag, 'cache-control': CACHE_CONTROL };
  if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: { ...headers, 'content-type': file.contentType, 'content-length': String(file.body.byteLength) },
  });
}

async function streamed(request: Request, path: string, search: string): Promise<Response> {
  const range = request.headers.get('range');
  let answer: Response;
  try {
    answer = await fetch(`${cmsBaseUrl()}/api/media/${path}${search}`, {
      headers: range ? { range } : {},
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(STREAM_TIMEOUT_MS),
    });
  } catch {
    return unavailable();
  }
  if (answer.status === 404) return notFound();
  if (!answer.ok) return unavailable();
  const headers = new Headers({ 'cache-control': CACHE_CONTROL });
  for (const name of FILE_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const path = mediaPath((await params).path);
  if (!path) return notFound();
  const { search } = new URL(request.url);
  if (!search && !request.headers.has('range')) {
    try {
      const file = await keptMediaFile(path);
      if (file) return kept(request, file);
    } catch {
      // A production build hides the cached function's own message: say which file failed.
      console.error(`[media] GET /api/media/${path} failed: the CMS did not answer it`);
      return unavailable();
    }
  }
  return streamed(request, path, search);
}

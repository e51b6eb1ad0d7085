import { request as httpRequest } from 'node:http';
import { ABOUT, expect, siteUrl, test, WEB_PORT } from '../fixtures';

/*
 * The media files as the site serves them (docs/architecture.md#media-files): pictures and
 * captions from its cache, videos streamed from the CMS with their ranges.
 */

/** The about page's gallery (apps/cms/src/seed/content/about.ts). */
const GALLERY_FR = 'En images';

test('the site passes Range requests for a video through to the CMS (206), so it can be sought', async ({
  page,
}) => {
  await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
  const answers = await page.evaluate(async () => {
    const url = '/api/media/file/dav-demo.webm';
    const whole = await fetch(url);
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await fetch(url, { headers: { range: 'bytes=0-99' } });
    const captions = await fetch('/api/media/file/dav-demo-fr.vtt');
    return {
      size,
      whole: [whole.status, whole.headers.get('accept-ranges')],
      part: [part.status, part.headers.get('content-range'), (await part.arrayBuffer()).byteLength],
      captions: [captions.headers.get('content-type'), (await captions.text()).slice(0, 6)],
    };
  });
  expect(answers.whole).toEqual([200, 'bytes']);
  expect(answers.part).toEqual([206, `bytes 0-99/${answers.size}`, 100]);
  expect(answers.captions).toEqual(['text/vtt; charset=utf-8', 'WEBVTT']);
});

test('the site serves a picture itself: cacheable, revalidated by its ETag, and nothing outside the media', async ({
  page,
}) => {
  await page.goto(siteUrl('fr', `/${ABOUT.fr}`));
  const src = await page.getByRole('region', { name: GALLERY_FR }).locator('img').first().getAttribute('src');
  expect(src).toMatch(/^\/api\/media\/file\//);
  const answers = await page.evaluate(async (url) => {
    const first = await fetch(url, { cache: 'no-store' });
    const etag = first.headers.get('etag');
    const again = await fetch(url, { cache: 'no-store', headers: { 'if-none-match': etag ?? '' } });
    const missing = await fetch('/api/media/file/no-such-picture.webp', { cache: 'no-store' });
    return {
      first: [first.status, first.headers.get('content-type'), first.headers.get('cache-control')],
      bytes: (await first.arrayBuffer()).byteLength,
      etag,
      again: again.status,
      missing: missing.status,
    };
  }, src!);
  expect(answers.first).toEqual([
    200,
    expect.stringMatching(/^image\//),
    expect.stringContaining('max-age=3600'),
  ]);
  expect(answers.bytes).toBeGreaterThan(0);
  expect(answers.etag).toMatch(/^"[\w-]+"$/);
  expect(answers.again).toBe(304);
  expect(answers.missing).toBe(404);
  // A `..` segment, sent as is (a browser would resolve it first), never reaches the CMS's users API.
  const outside = await rawGet('/api/media/%2E%2E/users/me');
  expect(outside.status).toBe(404);
  expect(outside.body).not.toMatch(/^\{/);
});

/** A GET whose path goes out exactly as written, as a hand-made request can. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: WEB_PORT, path, headers: { host: `fr.localhost:${WEB_PORT}` } },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

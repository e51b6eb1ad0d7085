import { beforeAll, describe, expect, it } from 'vitest';
import { PageResponseSchema, type MediaItem } from '@dav/contract';
import { DEMO_CAPTIONS, DEMO_VIDEO } from '@/seed/content/video';
import type { Cms } from './boot';
import { callPage, json } from './requests';

/** GET /api/media/file/{name} through Payload's own handler, as apps/web asks for it. */
async function getFile(name: string, headers: Record<string, string> = {}): Promise<Response> {
  const [{ handleEndpoints }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ]);
  const request = new Request(`http://localhost:3001/api/media/file/${encodeURIComponent(name)}`, {
    headers,
  });
  return handleEndpoints({ config, request });
}

const galleryOf = async (cms: Cms, locale: string, slug: string): Promise<MediaItem[]> => {
  const page = PageResponseSchema.parse(await json(await callPage(cms, locale, slug)));
  const block = page.content.find((b) => b.blockType === 'mediaGallery');
  if (block?.blockType !== 'mediaGallery') throw new Error(`no media gallery on ${slug}`);
  return block.items;
};

/** Videos, their captions and posters in the media library and on the contract (docs/product.md#cms-pages). */
export function describeMedia(getCms: () => Cms) {
  describe('media: videos and captions', () => {
    let cms: Cms;
    beforeAll(() => {
      cms = getCms();
    });

    it('serves the about page’s gallery: two images and the video with its poster and captions', async () => {
      const fr = await galleryOf(cms, 'fr', 'qui-sommes-nous');
      expect(fr.map((item) => item.type)).toEqual(['image', 'video', 'image']);
      const video = fr[1]!;
      expect(video).toMatchObject({
        url: `/api/media/file/${DEMO_VIDEO.file}`,
        alt: DEMO_VIDEO.alt.fr,
        mimeType: 'video/webm',
        width: null,
        height: null,
        captions: { url: '/api/media/file/dav-demo-fr.vtt', lang: 'fr', label: 'Français' },
        poster: { url: '/api/media/file/dav-demo-poster.png', width: 640, height: 360 },
      });
      expect(fr[0]).toMatchObject({ type: 'image', captions: null, poster: null, width: 1200 });
      const de = await galleryOf(cms, 'de', 'uber-uns');
      expect(de[1]).toMatchObject({
        alt: DEMO_VIDEO.alt.de,
        captions: { url: '/api/media/file/dav-demo-de.vtt', lang: 'de', label: 'Deutsch' },
      });
    });

    it('answers a Range request with 206 and the bytes asked for, so a video can be sought', async () => {
      const whole = await getFile(DEMO_VIDEO.file);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/webm');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const bytes = new Uint8Array(await whole.arrayBuffer());
      const size = bytes.length;
      expect(size).toBeGreaterThan(1000);

      const part = await getFile(DEMO_VIDEO.file, { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
      expect(part.headers.get('content-length')).toBe('100');
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

      const tail = await getFile(DEMO_VIDEO.file, { range: `bytes=${size - 10}-` });
      expect(tail.status).toBe(206);
      expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

      const beyond = await getFile(DEMO_VIDEO.file, { range: `bytes=${size + 10}-` });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    });

    it('tells the website of a media edit: every content family and the files it keeps', async () => {
      const { docs } = await cms.payload.find({ collection: 'media', limit: 1 });
      const before = cms.web.calls.length;
      await cms.payload.update({
        collection: 'media',
        id: docs[0]!.id,
        locale: 'en',
        data: { alt: 'A new description' },
      });
      await expect.poll(() => cms.web.calls.length, { timeout: 5000 }).toBe(before + 1);
      expect(cms.web.calls[before]!.tags).toEqual(
        expect.arrayContaining(['media', 'page', 'global', 'posts', 'subsidiaries']),
      );
    });

    it('answers 404 for a file that is not there, not an error', async () => {
      for (const name of ['no-such-picture.webp', 'no-such-captions.vtt']) {
        const response = await getFile(name);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ errors: [{ message: 'Not Found' }] });
      }
    });

    it('serves captions as text/vtt', async () => {
      const response = await getFile('dav-demo-en.vtt');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      expect(await response.text()).toBe(DEMO_CAPTIONS.en.text);
    });

    it('takes WebVTT captions and videos, refuses other text and a file pretending to be a video', async () => {
      const upload = (name: string, mimetype: string, text: string | Buffer) => {
        const data = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
        return cms.payload.create({
          collection: 'media',
          locale: 'fr',
          data: { alt: name },
          file: { data, mimetype, name, size: data.length },
        });
      };
      // A browser may call a .vtt file text/plain: it is recorded as text/vtt all the same.
      const vtt = await upload('extra.vtt', 'text/plain', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n');
      expect(vtt.mimeType).toBe('text/vtt');
      await cms.payload.delete({ collection: 'media', id: vtt.id });

      await expect(upload('notes.vtt', 'text/vtt', 'Hello, not captions')).rejects.toThrow(/WebVTT/);
      await expect(upload('notes.txt', 'text/plain', 'WEBVTT\n')).rejects.toThrow(/WebVTT/);
      await expect(upload('page.html', 'text/html', '<p>hi</p>')).rejects.toThrow();
      await expect(upload('fake.webm', 'video/webm', 'WEBVTT\n')).rejects.toThrow();
    });
  });
}

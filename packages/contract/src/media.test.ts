import { describe, expect, it } from 'vitest';
import { MediaItemSchema, mediaTypeOf, type MediaItem } from './media';

const video: MediaItem = {
  type: 'video',
  url: '/api/media/file/dav-demo.webm',
  alt: 'Une démonstration',
  width: null,
  height: null,
  mimeType: 'video/webm',
  captions: { url: '/api/media/file/dav-demo-fr.vtt', lang: 'fr', label: 'Français' },
  poster: { url: '/api/media/file/poster.png', alt: '', width: 640, height: 360 },
};
const image: MediaItem = {
  type: 'image',
  url: '/api/media/file/team.webp',
  alt: 'L’équipe',
  width: 1200,
  height: 675,
  mimeType: 'image/webp',
  captions: null,
  poster: null,
};

describe('mediaTypeOf', () => {
  it.each([
    ['image/png', 'image'],
    ['image/webp', 'image'],
    ['video/webm', 'video'],
    ['video/mp4', 'video'],
    ['VIDEO/MP4; codecs="avc1"', 'video'],
    ['text/vtt', null],
    ['application/pdf', null],
    ['', null],
    [null, null],
  ])('%j is %j', (mime, type) => {
    expect(mediaTypeOf(mime)).toBe(type);
  });
});

describe('MediaItemSchema', () => {
  it('accepts a video with captions and a poster, and an image', () => {
    expect(MediaItemSchema.parse(video)).toEqual(video);
    expect(MediaItemSchema.parse(image)).toEqual(image);
    expect(MediaItemSchema.parse({ ...video, captions: null, poster: null }).captions).toBeNull();
  });

  it('refuses an unknown type, a type its file does not have, and captions on an image', () => {
    expect(MediaItemSchema.safeParse({ ...image, type: 'audio' }).success).toBe(false);
    expect(MediaItemSchema.safeParse({ ...image, type: 'video' }).success).toBe(false);
    expect(MediaItemSchema.safeParse({ ...video, mimeType: 'text/vtt' }).success).toBe(false);
    expect(MediaItemSchema.safeParse({ ...image, captions: video.captions }).success).toBe(false);
    expect(MediaItemSchema.safeParse({ ...image, width: 1.5 }).success).toBe(false);
  });
});

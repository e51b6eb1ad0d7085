import fs from 'node:fs/promises';
import path from 'node:path';
import type { Payload, PayloadRequest } from 'payload';
import { CAPTIONS_MIME_TYPE, LOCALES, type Locale } from '@dav/contract';
import { CMS_ROOT } from '../env';
import { IMAGE_ALTS } from './content/image-alts';
import { DEMO_CAPTIONS, DEMO_VIDEO } from './content/video';
import { renderSeedImage, SEED_IMAGES, type SeedImage } from './images';

/** Seed image key → media id. */
export type MediaIds = Map<string, number>;

/**
 * One drawn image in the media library, its alt text in each language (written in French, then
 * in each other language, even where it reads the same: a page is published only with its
 * pictures described in each of its languages). Returns its id.
 */
export async function createSeedImage(
  payload: Payload,
  req: PayloadRequest,
  image: SeedImage,
  data: Buffer,
  alt: Record<Locale, string>,
): Promise<number> {
  const doc = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: { alt: alt.fr },
    file: { data, mimetype: `image/${image.format}`, name: image.filename, size: data.length },
    req,
  });
  for (const locale of LOCALES.filter((l) => l !== 'fr')) {
    await payload.update({ collection: 'media', id: doc.id, locale, data: { alt: alt[locale] }, req });
  }
  return doc.id;
}

export async function seedMedia(payload: Payload, req: PayloadRequest): Promise<MediaIds> {
  const files = await Promise.all(
    SEED_IMAGES.map(async (image) => ({ image, data: await renderSeedImage(image) })),
  );
  const ids: MediaIds = new Map();
  for (const { image, data } of files) {
    const alt = IMAGE_ALTS[image.key];
    if (!alt) throw new Error(`No alt text for seed image ${image.key}`);
    ids.set(image.key, await createSeedImage(payload, req, image, data, alt));
  }
  ids.set(DEMO_VIDEO.key, await seedVideo(payload, req, ids));
  return ids;
}

/** The demo video with its poster and its captions in each language (seed/content/video.ts). */
async function seedVideo(payload: Payload, req: PayloadRequest, ids: MediaIds): Promise<number> {
  const captions = new Map<string, number>();
  for (const locale of LOCALES) {
    const data = Buffer.from(DEMO_CAPTIONS[locale].text, 'utf8');
    const doc = await payload.create({
      collection: 'media',
      locale: 'fr',
      data: { alt: DEMO_CAPTIONS[locale].alt },
      file: { data, mimetype: CAPTIONS_MIME_TYPE, name: `dav-demo-${locale}.vtt`, size: data.length },
      req,
    });
    captions.set(locale, doc.id);
  }
  const data = await fs.readFile(path.join(CMS_ROOT, 'src', 'seed', 'files', DEMO_VIDEO.file));
  const video = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: { alt: DEMO_VIDEO.alt.fr, poster: mediaId(ids, 'video-poster'), captions: captions.get('fr') },
    file: { data, mimetype: DEMO_VIDEO.mimeType, name: DEMO_VIDEO.file, size: data.length },
    req,
  });
  for (const locale of LOCALES.filter((l) => l !== 'fr')) {
    await payload.update({
      collection: 'media',
      id: video.id,
      locale,
      data: { alt: DEMO_VIDEO.alt[locale], captions: captions.get(locale) },
      req,
    });
  }
  return video.id;
}

export function mediaId(ids: MediaIds, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Unknown seed image ${key}`);
  return id;
}

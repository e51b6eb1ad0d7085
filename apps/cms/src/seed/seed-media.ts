import type { Payload, PayloadRequest } from 'payload';
import { LOCALES } from '@dav/contract';
import { IMAGE_ALTS } from './content/image-alts';
import { renderSeedImage, SEED_IMAGES } from './images';

/** Seed image key → media id. */
export type MediaIds = Map<string, number>;

export async function seedMedia(payload: Payload, req: PayloadRequest): Promise<MediaIds> {
  const files = await Promise.all(
    SEED_IMAGES.map(async (image) => ({ image, data: await renderSeedImage(image) })),
  );
  const ids: MediaIds = new Map();
  for (const { image, data } of files) {
    const alt = IMAGE_ALTS[image.key];
    if (!alt) throw new Error(`No alt text for seed image ${image.key}`);
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
    ids.set(image.key, doc.id);
  }
  return ids;
}

export function mediaId(ids: MediaIds, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Unknown seed image ${key}`);
  return id;
}

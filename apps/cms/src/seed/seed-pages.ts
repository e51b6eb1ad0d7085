import type { Locale } from '@dav/contract';
import { LOCALES } from '@dav/contract';
import type { Payload, PayloadRequest } from 'payload';
import type { Page } from '../payload-types';
import { ABOUT } from './content/about';
import { HOME } from './content/home';
import { LEGAL_NOTICE, PRIVACY_POLICY } from './content/legal';
import { TRAINING } from './content/training';
import { CONTACT, NEWS, OFFERS, SUBSIDIARIES } from './content/sections';
import { WHISTLEBLOWING_POLICY } from './content/whistleblowing-policy';
import type { SeedBlock, SeedPage } from './content/types';
import { mediaId, type MediaIds } from './seed-media';

export const SEED_PAGES: SeedPage[] = [
  HOME,
  ABOUT,
  LEGAL_NOTICE,
  PRIVACY_POLICY,
  WHISTLEBLOWING_POLICY,
  CONTACT,
  SUBSIDIARIES,
  OFFERS,
  NEWS,
  TRAINING,
];

/** Seed page key → page id. */
export type PageIds = Map<string, number>;

type BlockData = NonNullable<Page['content']>[number];

function block(seed: SeedBlock, media: MediaIds): BlockData {
  switch (seed.blockType) {
    case 'hero':
      return { ...seed, image: seed.image ? mediaId(media, seed.image) : null };
    case 'image':
      return { ...seed, image: mediaId(media, seed.image) };
    case 'knowMore':
      return {
        ...seed,
        items: seed.items.map((item) => ({ ...item, image: item.image ? mediaId(media, item.image) : null })),
      };
    case 'mascot':
      return {
        ...seed,
        image: mediaId(media, seed.image),
        secondImage: seed.secondImage ? mediaId(media, seed.secondImage) : null,
      };
    case 'entryPoints':
      return {
        ...seed,
        entries: seed.entries.map((entry) => ({
          ...entry,
          image: entry.image ? mediaId(media, entry.image) : null,
        })),
      };
    case 'mediaGallery':
      return {
        blockType: 'mediaGallery',
        title: seed.title,
        gallery: seed.media.map((key) => ({ media: mediaId(media, key) })),
      };
    default:
      return seed;
  }
}

function pageData(page: SeedPage, locale: Locale, media: MediaIds) {
  const text = page.text[locale];
  return {
    title: text.title,
    slug: text.slug,
    template: page.template,
    content: text.content.map((seed) => block(seed, media)),
    seo: { ...text.seo, image: page.seoImage ? mediaId(media, page.seoImage) : null },
  };
}

/** Each page in French first, then its other languages on the same document. */
export async function seedPages(payload: Payload, req: PayloadRequest, media: MediaIds): Promise<PageIds> {
  const ids: PageIds = new Map();
  for (const page of SEED_PAGES) {
    const doc = await payload.create({
      collection: 'pages',
      locale: 'fr',
      // Published: the demo site shows every page (a page starts as a draft otherwise).
      data: { ...pageData(page, 'fr', media), _status: 'published' },
      req,
    });
    for (const locale of LOCALES.filter((l) => l !== 'fr')) {
      await payload.update({
        collection: 'pages',
        id: doc.id,
        locale,
        data: pageData(page, locale, media),
        req,
      });
    }
    ids.set(page.key, doc.id);
  }
  return ids;
}

import {
  ENTRY_POINT_KINDS,
  LOCALES,
  type Block,
  type EntryPoint,
  type Locale,
  type MediaItem,
  type PageResponse,
} from '@dav/contract';
import type { Page } from '../payload-types';
import { mapSeo } from './map-seo';
import { mapImage, mapMediaItem } from '../fields/map-image';
import { mapKnowMore } from './map-know-more';

type PageBlock = NonNullable<Page['content']>[number];

const isEntryPointKind = (kind: unknown): kind is EntryPoint['kind'] =>
  (ENTRY_POINT_KINDS as readonly unknown[]).includes(kind);

/** A textarea → paragraphs: blank lines separate them, single newlines stay inside one. */
export function toParagraphs(body: string | null | undefined): string[] {
  return (body ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function mapBlock(block: PageBlock, index: number, locale: Locale): Block | null {
  const id = block.id ?? `block-${index}`;
  switch (block.blockType) {
    case 'hero':
      return {
        blockType: 'hero',
        id,
        surtitle: block.surtitle || null,
        title: block.title,
        intro: block.intro || null,
        image: mapImage(block.image),
      };
    case 'text':
      return { blockType: 'text', id, title: block.title || null, paragraphs: toParagraphs(block.body) };
    case 'cta':
      return { blockType: 'cta', id, title: block.title, label: block.label, url: block.url };
    case 'image': {
      // An image block whose upload was deleted has nothing left to show.
      const image = mapImage(block.image);
      return image ? { blockType: 'image', id, image, caption: block.caption || null } : null;
    }
    case 'knowMore': {
      const strip = mapKnowMore(block);
      return strip ? { blockType: 'knowMore', id, ...strip } : null;
    }
    case 'mascot': {
      // A mascot whose pictures were all deleted has nothing to greet with.
      const images = [mapImage(block.image), mapImage(block.secondImage)].filter((image) => image !== null);
      const greetings = (block.greetings ?? []).map((row) => row.text.trim()).filter(Boolean);
      return images.length && greetings.length
        ? { blockType: 'mascot', id, name: block.name, images, greetings }
        : null;
    }
    case 'namePrompt':
      return {
        blockType: 'namePrompt',
        id,
        label: block.label,
        placeholder: block.placeholder || null,
        buttonLabel: block.buttonLabel,
      };
    case 'entryPoints': {
      // In the editor's order, each kind once (the CMS checks it; keep the first if not).
      const seen = new Set<string>();
      const entries: EntryPoint[] = [];
      for (const row of block.entries ?? []) {
        if (!isEntryPointKind(row.kind) || seen.has(row.kind)) continue;
        seen.add(row.kind);
        entries.push({
          kind: row.kind,
          title: row.title,
          text: row.text || null,
          url: row.url,
          image: mapImage(row.image),
        });
      }
      return entries.length ? { blockType: 'entryPoints', id, entries } : null;
    }
    case 'mediaGallery': {
      // A deleted file or one the gallery cannot show (captions) is left out.
      const items = (block.gallery ?? [])
        .map((entry) => mapMediaItem(entry.media, locale))
        .filter((item): item is MediaItem => item !== null);
      return items.length ? { blockType: 'mediaGallery', id, title: block.title, items } : null;
    }
    default:
      return null;
  }
}

/** A page (read at depth 1 in `locale`) and its slugs in every language → the contract page. */
export function mapPage(
  page: Page,
  locale: Locale,
  slugs: Partial<Record<Locale, string | null>>,
): PageResponse {
  return {
    id: String(page.id),
    slug: page.slug ?? '',
    title: page.title,
    template: page.template,
    content: (page.content ?? [])
      .map((block, index) => mapBlock(block, index, locale))
      .filter((block): block is Block => block !== null),
    seo: mapSeo(page.seo),
    translations: LOCALES.filter((other) => other !== locale && slugs[other]).map((other) => ({
      lang: other,
      slug: slugs[other] as string,
    })),
    updatedAt: page.updatedAt,
  };
}

import type { Locale, RichText, RichTextBlock, RichTextInline } from '@dav/contract';
import { isRichTextHref, routePath } from '@dav/rules';
import type { Media } from '../payload-types';
import { mapImage, mapMediaItem } from './map-image';

/** The parts of a Lexical node we read; anything else is ignored. */
interface LexicalNode {
  type?: unknown;
  tag?: unknown;
  listType?: unknown;
  text?: unknown;
  format?: unknown;
  url?: unknown;
  newTab?: unknown;
  fields?: {
    url?: unknown;
    newTab?: unknown;
    linkType?: unknown;
    doc?: { relationTo?: unknown; value?: unknown } | null;
  } | null;
  children?: unknown;
  relationTo?: unknown;
  value?: unknown;
}

const IS_BOLD = 1;
const IS_ITALIC = 1 << 1;

function childrenOf(node: LexicalNode): LexicalNode[] {
  return Array.isArray(node.children) ? (node.children as LexicalNode[]) : [];
}

/**
 * A link an editor set: a site path, http(s), mailto: or tel:. Internal links to a page use its
 * slug (depth 1 populated it). Anything else (javascript:, data:…) is not a link: its text stays.
 */
function linkUrl(node: LexicalNode): string | null {
  const fields = node.fields ?? {};
  if (fields.linkType === 'internal') {
    const slug = (fields.doc?.value as { slug?: unknown } | undefined)?.slug;
    if (typeof slug !== 'string' || !slug) return null;
    // A post lives under the blog, a subsidiary under the map (docs/product.md#routes-link-mapping);
    // a page at the root.
    if (fields.doc?.relationTo === 'posts') return routePath('blog-post', slug);
    if (fields.doc?.relationTo === 'subsidiaries') return routePath('subsidiary', slug);
    return slug === 'home' ? routePath('home') : routePath('page', slug);
  }
  const url =
    typeof fields.url === 'string' ? fields.url.trim() : typeof node.url === 'string' ? node.url.trim() : '';
  return isRichTextHref(url) ? url : null;
}

function textOf(node: LexicalNode): RichTextInline[] {
  if (node.type === 'text' && typeof node.text === 'string') {
    const format = typeof node.format === 'number' ? node.format : 0;
    return [
      {
        type: 'text',
        text: node.text,
        ...(format & IS_BOLD ? { bold: true } : {}),
        ...(format & IS_ITALIC ? { italic: true } : {}),
      },
    ];
  }
  if (node.type === 'linebreak') return [{ type: 'text', text: '\n' }];
  return [];
}

function inlines(nodes: LexicalNode[]): RichTextInline[] {
  return nodes.flatMap((node): RichTextInline[] => {
    if (node.type === 'link' || node.type === 'autolink') {
      const texts = childrenOf(node)
        .flatMap(textOf)
        .filter((c) => c.type === 'text');
      const url = linkUrl(node);
      if (!url) return texts;
      const newTab = (node.fields?.newTab ?? node.newTab) === true;
      return [{ type: 'link', url, newTab, children: texts }];
    }
    return textOf(node);
  });
}

/** A list's items, nested lists flattened into the same level (the site shows one). */
function listItems(list: LexicalNode): RichTextInline[][] {
  return childrenOf(list).flatMap((item) => {
    const own = inlines(childrenOf(item).filter((c) => c.type !== 'list'));
    const nested = childrenOf(item)
      .filter((c) => c.type === 'list')
      .flatMap(listItems);
    return own.length > 0 ? [own, ...nested] : nested;
  });
}

function block(node: LexicalNode, locale: Locale): RichTextBlock[] {
  switch (node.type) {
    case 'heading': {
      const children = inlines(childrenOf(node));
      // The editor decides which levels it offers (an offer's: h3 and h4, under its section's h2).
      const level = node.tag === 'h2' ? 2 : node.tag === 'h4' ? 4 : 3;
      return children.length ? [{ type: 'heading', level, children }] : [];
    }
    case 'list': {
      const items = listItems(node);
      return items.length ? [{ type: 'list', ordered: node.listType === 'number', items }] : [];
    }
    case 'paragraph':
    case 'quote': {
      const children = inlines(childrenOf(node));
      if (!children.length) return [];
      return [node.type === 'quote' ? { type: 'quote', children } : { type: 'paragraph', children }];
    }
    case 'upload': {
      // A picture or a video of the media library (populated; a video's poster and captions at
      // depth 2); anything else uploaded is dropped.
      if (node.relationTo !== 'media') return [];
      const media = node.value as Media | number | null;
      const item = mapMediaItem(media, locale);
      if (item?.type === 'video') return [{ type: 'video', video: item }];
      const image = item ? mapImage(media) : null;
      return image ? [{ type: 'image', image }] : [];
    }
    default:
      return [];
  }
}

/**
 * A Lexical editor state → the contract's rich text (docs/product.md#job-offers), in `locale`
 * (a video's captions are named in it).
 */
export function mapRichText(state: unknown, locale: Locale = 'fr'): RichText {
  const root = (state as { root?: LexicalNode } | null | undefined)?.root;
  return root ? childrenOf(root).flatMap((node) => block(node, locale)) : [];
}

/** The words of a rich text, for the search index: blocks separated by newlines. */
export function richTextPlainText(state: unknown): string {
  return mapRichText(state)
    .flatMap((b) =>
      b.type === 'list' ? b.items : b.type === 'image' || b.type === 'video' ? [] : [b.children],
    )
    .map((line) => line.map(inlineText).join(''))
    .join('\n');
}

function inlineText(inline: RichTextInline): string {
  return inline.type === 'text' ? inline.text : inline.children.map((c) => c.text).join('');
}

const lexicalText = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
});
const LEXICAL_BASE = { direction: 'ltr', format: '', indent: 0, version: 1 };

/** The blocks the seed writes rich text with (offers' sections, posts' bodies). */
export type SeedRichBlock =
  | { type: 'heading'; text: string; tag?: 'h2' | 'h3' | 'h4' }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string; cite?: string }
  /** A picture or video of the media library, by id. */
  | { type: 'upload'; mediaId: number };

function lexicalBlock(block: SeedRichBlock): unknown {
  switch (block.type) {
    case 'heading':
      return {
        ...LEXICAL_BASE,
        type: 'heading',
        tag: block.tag ?? 'h2',
        children: [lexicalText(block.text)],
      };
    case 'paragraph':
      return {
        ...LEXICAL_BASE,
        type: 'paragraph',
        textFormat: 0,
        textStyle: '',
        children: [lexicalText(block.text)],
      };
    case 'quote': {
      const text = block.cite ? `${block.text} — ${block.cite}` : block.text;
      return { ...LEXICAL_BASE, type: 'quote', children: [lexicalText(text)] };
    }
    case 'upload':
      return {
        type: 'upload',
        relationTo: 'media',
        value: block.mediaId,
        fields: {},
        format: '',
        version: 3,
      };
    case 'list':
      return {
        ...LEXICAL_BASE,
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        children: block.items.map((item, index) => ({
          ...LEXICAL_BASE,
          type: 'listitem',
          value: index + 1,
          children: [lexicalText(item)],
        })),
      };
  }
}

/** Blocks → a Lexical state, as the editor would save them. */
export function lexicalFromBlocks(blocks: SeedRichBlock[]): unknown {
  return { root: { ...LEXICAL_BASE, type: 'root', children: blocks.map(lexicalBlock) } };
}

/** Paragraphs and bullet items → a Lexical state (the seed writes offers this way). */
export function lexicalFromText(sections: { paragraphs?: string[]; items?: string[] }): unknown {
  return lexicalFromBlocks([
    ...(sections.paragraphs ?? []).map((text) => ({ type: 'paragraph' as const, text })),
    ...(sections.items?.length ? [{ type: 'list' as const, items: sections.items }] : []),
  ]);
}

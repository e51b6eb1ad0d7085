import type { RichText, RichTextBlock, RichTextInline } from '@dav/contract';
import { isRichTextHref } from '@dav/rules';

/** The parts of a Lexical node we read; anything else is ignored. */
interface LexicalNode {
  type?: unknown;
  tag?: unknown;
  listType?: unknown;
  text?: unknown;
  format?: unknown;
  url?: unknown;
  newTab?: unknown;
  fields?: { url?: unknown; newTab?: unknown; linkType?: unknown; doc?: { value?: unknown } | null } | null;
  children?: unknown;
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
    return typeof slug === 'string' && slug ? (slug === 'home' ? '/' : `/${slug}`) : null;
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

function block(node: LexicalNode): RichTextBlock[] {
  switch (node.type) {
    case 'heading': {
      const children = inlines(childrenOf(node));
      // h3 and h4 only: the section's own title is the h2.
      return children.length ? [{ type: 'heading', level: node.tag === 'h4' ? 4 : 3, children }] : [];
    }
    case 'list': {
      const items = listItems(node);
      return items.length ? [{ type: 'list', ordered: node.listType === 'number', items }] : [];
    }
    case 'paragraph':
    case 'quote': {
      const children = inlines(childrenOf(node));
      return children.length ? [{ type: 'paragraph', children }] : [];
    }
    default:
      return [];
  }
}

/** A Lexical editor state → the contract's rich text (docs/product.md#job-offers). */
export function mapRichText(state: unknown): RichText {
  const root = (state as { root?: LexicalNode } | null | undefined)?.root;
  return root ? childrenOf(root).flatMap(block) : [];
}

/** The words of a rich text, for the search index: blocks separated by newlines. */
export function richTextPlainText(state: unknown): string {
  return mapRichText(state)
    .map((b) =>
      (b.type === 'list' ? b.items : [b.children]).map((line) => line.map(inlineText).join('')).join('\n'),
    )
    .join('\n');
}

function inlineText(inline: RichTextInline): string {
  return inline.type === 'text' ? inline.text : inline.children.map((c) => c.text).join('');
}

/** Paragraphs and bullet items → a Lexical state (the seed writes offers this way). */
export function lexicalFromText(sections: { paragraphs?: string[]; items?: string[] }): unknown {
  const text = (value: string) => ({
    type: 'text',
    text: value,
    format: 0,
    detail: 0,
    mode: 'normal',
    style: '',
    version: 1,
  });
  const base = { direction: 'ltr', format: '', indent: 0, version: 1 };
  const children: unknown[] = (sections.paragraphs ?? []).map((p) => ({
    ...base,
    type: 'paragraph',
    textFormat: 0,
    textStyle: '',
    children: [text(p)],
  }));
  if (sections.items?.length) {
    children.push({
      ...base,
      type: 'list',
      listType: 'bullet',
      start: 1,
      tag: 'ul',
      children: sections.items.map((item, index) => ({
        ...base,
        type: 'listitem',
        value: index + 1,
        children: [text(item)],
      })),
    });
  }
  return { root: { ...base, type: 'root', children } };
}

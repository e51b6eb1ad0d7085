import type { RichText } from '@dav/contract';

const EXCERPT_MAX = 160;

/** The first words of a rich text, for a meta description: at most 160 characters, cut at a word. */
export function richTextExcerpt(blocks: RichText): string {
  const text = blocks
    .flatMap((block) =>
      block.type === 'list'
        ? block.items.flat()
        : block.type === 'image' || block.type === 'video'
          ? []
          : block.children,
    )
    .map((inline) => (inline.type === 'text' ? inline.text : inline.children.map((c) => c.text).join('')))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= EXCERPT_MAX) return text;
  const cut = text.slice(0, EXCERPT_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

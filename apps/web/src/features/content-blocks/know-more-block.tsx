import { isRichTextHref } from '@dav/rules';
import { KnowMoreStrip } from '@/components/know-more/know-more-strip.client';
import type { BlockProps } from './block-types';

/** A know-more block (SPEC 2.3): the shared strip; a link the site cannot follow is left out. */
export function KnowMoreBlock({ block, context }: BlockProps<'knowMore'>) {
  const items = block.items
    .filter((item) => isRichTextHref(item.url))
    .map((item) => ({ href: item.url, title: item.title, image: item.image }));
  if (items.length === 0) return null;
  return (
    <KnowMoreStrip
      items={items}
      strings={{ title: block.title, ...context.knowMore, newTab: context.newTabLabel }}
    />
  );
}

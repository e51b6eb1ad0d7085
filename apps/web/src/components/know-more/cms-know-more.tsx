import type { KnowMore } from '@dav/contract';
import { isRichTextHref } from '@dav/rules';
import type { KnowMoreStrings } from './know-more-strip.client';
import { LazyKnowMoreStrip } from './lazy-know-more-strip.client';

/**
 * A know-more strip the CMS gives (a page's block; a post's, offer's or subsidiary's cards):
 * the shared strip, leaving out any card whose link the site cannot follow.
 */
export function CmsKnowMore({
  strip,
  strings,
}: {
  strip: KnowMore;
  strings: Omit<KnowMoreStrings, 'title'>;
}) {
  const items = strip.items
    .filter((item) => isRichTextHref(item.url))
    .map((item) => ({ href: item.url, title: item.title, image: item.image }));
  if (items.length === 0) return null;
  return <LazyKnowMoreStrip items={items} strings={{ title: strip.title, ...strings }} />;
}

import { CmsKnowMore } from '@/components/know-more/cms-know-more';
import type { BlockProps } from './block-types';

/** A know-more block (SPEC 2.3): the shared strip. */
export function KnowMoreBlock({ block, context }: BlockProps<'knowMore'>) {
  return <CmsKnowMore strip={block} strings={{ ...context.knowMore, newTab: context.newTabLabel }} />;
}

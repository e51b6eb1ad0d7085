import { mediaStrings } from '@/lib/i18n/media-strings';
import { ContentBlocks } from '../content-blocks/content-blocks';
import type { LoadedCmsPage } from './load-cms-page';

/** A CMS page's content. The shell around it is the catch-all layout's. */
export function CmsPageView({ page, t }: LoadedCmsPage) {
  return (
    <ContentBlocks
      blocks={page.content}
      title={page.title}
      newTabLabel={t('link.newTab')}
      knowMore={{ previous: t('knowMore.previous'), next: t('knowMore.next') }}
      home={{ entryPoints: t('home.entryPoints'), promptHint: t('home.promptHint') }}
      media={mediaStrings(t)}
    />
  );
}

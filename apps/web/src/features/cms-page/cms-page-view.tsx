import { mediaStrings } from '@/components/media-gallery/media-strings';
import { assistantConfig } from '../assistant/assistant-strings';
import { ContentBlocks } from '../content-blocks/content-blocks';
import type { LoadedCmsPage } from './load-cms-page';

/** A CMS page's content. The shell around it is the catch-all layout's. */
export function CmsPageView({ page, site, t }: LoadedCmsPage) {
  // The mascot's chat goes with the mascot (the home page), named after it.
  const mascot = page.content.find((block) => block.blockType === 'mascot');
  return (
    <ContentBlocks
      blocks={page.content}
      title={page.title}
      newTabLabel={t('link.newTab')}
      knowMore={{ previous: t('knowMore.previous'), next: t('knowMore.next') }}
      home={{ entryPoints: t('home.entryPoints'), promptHint: t('home.promptHint') }}
      media={mediaStrings(t)}
      assistant={
        mascot?.name
          ? assistantConfig(t, {
              mascotName: mascot.name,
              language: site.locale,
              accessible: site.accessible,
            })
          : null
      }
    />
  );
}

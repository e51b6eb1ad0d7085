import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
  type FeatureProviderServer,
} from '@payloadcms/richtext-lexical';
import type { CollectionSlug, RichTextField } from 'payload';

type HeadingSize = 'h2' | 'h3' | 'h4';

/**
 * An editor with what the site shows and nothing more: paragraphs, the `headings` given, lists,
 * links to `links`, bold and italic, and with `media` quotes and pictures of the media library.
 * fields/map-rich-text.ts turns its content into the contract's tree; anything else an editor
 * could paste in is dropped there.
 */
function siteEditor(headings: HeadingSize[], links: CollectionSlug[], media = false) {
  return lexicalEditor({
    features: () =>
      [
        ParagraphFeature(),
        HeadingFeature({ enabledHeadingSizes: headings }),
        UnorderedListFeature(),
        OrderedListFeature(),
        media && BlockquoteFeature(),
        LinkFeature({ enabledCollections: links }),
        media && UploadFeature({ collections: { media: { fields: [] } } }),
        BoldFeature(),
        ItalicFeature(),
        FixedToolbarFeature(),
        InlineToolbarFeature(),
      ].filter((feature): feature is FeatureProviderServer => Boolean(feature)),
  });
}

/** An offer's sections (docs/product.md#job-offers): h3 and h4, links to pages. */
export const offerEditor = siteEditor(['h3', 'h4'], ['pages']);

/**
 * A post's body and a subsidiary's presentation (docs/product.md#blog): h2 and h3 (the title is
 * the h1), quotes, links to pages, posts and subsidiaries, pictures.
 */
export const postEditor = siteEditor(['h2', 'h3'], ['pages', 'posts', 'subsidiaries'], true);

export function offerRichText(name: string, required = false): RichTextField {
  return { name, type: 'richText', localized: true, required, editor: offerEditor };
}

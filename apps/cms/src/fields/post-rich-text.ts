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
} from '@payloadcms/richtext-lexical';

/**
 * The editor of a post's body (docs/product.md#blog): headings (h2, h3; the title is the h1),
 * lists, quotes, links, pictures of the media library, bold and italic. fields/map-rich-text.ts
 * turns it into the contract's tree; anything else is dropped there.
 */
export const postEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    LinkFeature({ enabledCollections: ['pages', 'posts', 'subsidiaries'] }),
    UploadFeature({ collections: { media: { fields: [] } } }),
    BoldFeature(),
    ItalicFeature(),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
});

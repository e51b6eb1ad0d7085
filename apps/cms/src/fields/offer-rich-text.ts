import {
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
} from '@payloadcms/richtext-lexical';
import type { RichTextField } from 'payload';

/**
 * The editor of an offer's sections: what the site shows and nothing more (headings, lists, links,
 * bold and italic; docs/product.md#job-offers). fields/map-rich-text.ts turns it into the
 * contract's tree; anything else an editor could paste in is dropped there.
 */
export const offerEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h3', 'h4'] }),
    UnorderedListFeature(),
    OrderedListFeature(),
    LinkFeature({ enabledCollections: ['pages'] }),
    BoldFeature(),
    ItalicFeature(),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
});

export function offerRichText(name: string, required = false): RichTextField {
  return { name, type: 'richText', localized: true, required, editor: offerEditor };
}

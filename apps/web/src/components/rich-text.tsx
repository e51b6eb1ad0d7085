import type { RichText as RichTextBlocks, RichTextInline } from '@dav/contract';
import { isRichTextHref } from '@dav/rules';
import { SmartLink } from '@/components/ui/smart-link';
import { LazyVideoPlayer } from '@/components/video-player/lazy-video-player.client';
import type { VideoPlayerStrings } from '@/components/video-player/video-player.client';

function Inline({ inline, newTabHint }: { inline: RichTextInline; newTabHint: string }) {
  if (inline.type === 'link') {
    const text = inline.children.map((child, i) => <Text key={i} text={child} />);
    // Only what the CMS may send (map-rich-text.ts); anything else shows as its text.
    if (!isRichTextHref(inline.url)) return <>{text}</>;
    // Internal paths stay in the tab; the editor's "new tab" applies to external ones.
    return (
      <SmartLink href={inline.url} newTab={inline.newTab} newTabLabel={newTabHint}>
        {text}
      </SmartLink>
    );
  }
  return <Text text={inline} />;
}

function Text({ text }: { text: Extract<RichTextInline, { type: 'text' }> }) {
  let node: React.ReactNode = text.text;
  if (text.italic) node = <em>{node}</em>;
  if (text.bold) node = <strong>{node}</strong>;
  return <>{node}</>;
}

function Inlines({ inlines, newTabHint }: { inlines: RichTextInline[]; newTabHint: string }) {
  return inlines.map((inline, i) => <Inline key={i} inline={inline} newTabHint={newTabHint} />);
}

/**
 * Rich text from the CMS (an offer's sections, docs/product.md#job-offers; a post's body) as React
 * elements: headings, paragraphs, lists, quotes, images, videos, bold, italic, links. Never HTML from the
 * wire: text is text, whatever it contains.
 */
export function RichText({
  blocks,
  newTabHint,
  videoStrings,
  className,
}: {
  blocks: RichTextBlocks;
  newTabHint: string;
  /** The video player's strings, where the text may hold a video (posts, presentations). */
  videoStrings?: VideoPlayerStrings;
  className?: string;
}) {
  return (
    <div className={className}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading': {
            const Heading = block.level === 2 ? 'h2' : block.level === 4 ? 'h4' : 'h3';
            return (
              <Heading key={i}>
                <Inlines inlines={block.children} newTabHint={newTabHint} />
              </Heading>
            );
          }
          case 'paragraph':
            return (
              <p key={i}>
                <Inlines inlines={block.children} newTabHint={newTabHint} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inlines inlines={item} newTabHint={newTabHint} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={i}>
                <p>
                  <Inlines inlines={block.children} newTabHint={newTabHint} />
                </p>
              </blockquote>
            );
          case 'image':
            return (
              // A picture of the CMS's media library, at its own size (no layout shift).
              // eslint-disable-next-line @next/next/no-img-element
              <img
                key={i}
                src={block.image.url}
                alt={block.image.alt}
                width={block.image.width ?? undefined}
                height={block.image.height ?? undefined}
                loading="lazy"
                style={{ maxWidth: '100%', height: 'auto' }}
              />
            );
          case 'video':
            // The site's player (its script loads only where a video is shown); without its
            // strings, the browser's own controls.
            return videoStrings ? (
              <LazyVideoPlayer
                key={i}
                src={block.video.url}
                mimeType={block.video.mimeType}
                label={block.video.alt}
                poster={block.video.poster}
                captions={block.video.captions}
                strings={videoStrings}
              />
            ) : (
              <video
                key={i}
                controls
                preload="metadata"
                src={block.video.url}
                poster={block.video.poster?.url}
                aria-label={block.video.alt}
                style={{ maxWidth: '100%' }}
              />
            );
          default:
            return block satisfies never;
        }
      })}
    </div>
  );
}

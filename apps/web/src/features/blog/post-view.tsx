import { preload } from 'react-dom';
import type { Locale, PostResponse } from '@dav/contract';
import { CmsKnowMore } from '@/components/know-more/cms-know-more';
import { LazyKnowMoreStrip } from '@/components/know-more/lazy-know-more-strip.client';
import { formatDate } from '@/lib/i18n/format-date';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { RichText } from '@/components/rich-text';
import { mediaStrings } from '@/components/media-gallery/media-strings';
import type { Translate } from '@/lib/i18n/translator';
import type { SiteContext } from '@/lib/site/site-context';
import { articleJsonLd } from './article-json-ld';
import { postHref } from './blog-url';
import styles from './blog.module.css';
import screen from '../screen/screen.module.css';
import { CmsImage } from '@/components/ui/cms-image';

interface PostViewProps {
  post: PostResponse;
  t: Translate;
  site: SiteContext;
  locale: Locale;
}

/**
 * docs/product.md#blog, a post: title, date, categories, author, cover, body (rich text as React
 * elements, never HTML), related posts, and its `Article` data for search engines.
 */
export function PostView({ post, t, site, locale }: PostViewProps) {
  const author = post.author;
  // The cover is the page's largest picture: asked for in the head, before the body is parsed.
  if (post.cover) preload(post.cover.url, { as: 'image', fetchPriority: 'high' });
  return (
    <article className={screen.screen}>
      <h1 className={screen.title}>{post.title}</h1>
      <p className={styles.postMeta}>
        <time dateTime={post.datePosted}>{formatDate(locale, post.datePosted)}</time>
        {post.categories.length > 0 ? <> · {post.categories.map((c) => c.title).join(', ')}</> : null}
        {author ? (
          <>
            {' · '}
            {t('blog.by', { name: author.name })}
            {author.position ? `, ${t(`position.${author.position}.${author.form}`)}` : null}
          </>
        ) : null}
      </p>
      {post.excerpt ? <p className={screen.lead}>{post.excerpt}</p> : null}
      {post.cover ? (
        // The page's largest picture: fetched first, decoded with the first paint, at its own
        // size (no layout shift).
        <CmsImage image={post.cover} priority className={styles.postCover} />
      ) : null}
      <RichText
        blocks={post.body}
        newTabHint={t('link.newTab')}
        videoStrings={mediaStrings(t).player}
        className={styles.postBody}
      />
      {post.related.length > 0 ? (
        <LazyKnowMoreStrip
          items={post.related.map((related) => ({
            href: postHref(related.slug),
            title: related.title,
            image: related.cover,
          }))}
          strings={{
            title: t('blog.related'),
            previous: t('knowMore.previous'),
            next: t('knowMore.next'),
            newTab: t('link.newTab'),
          }}
        />
      ) : null}
      {post.knowMore ? (
        <CmsKnowMore
          strip={post.knowMore}
          strings={{ previous: t('knowMore.previous'), next: t('knowMore.next'), newTab: t('link.newTab') }}
        />
      ) : null}
      <JsonLdScript
        data={articleJsonLd(post, {
          url: `${site.origin}${postHref(post.slug)}`,
          origin: site.origin,
          locale,
          organization: { name: t('site.name'), logo: `${site.origin}/assets/favicon.svg` },
        })}
      />
    </article>
  );
}

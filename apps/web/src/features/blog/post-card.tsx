import { RouteLink } from '@/components/ui/route-link';
import type { Locale, PostSummary } from '@dav/contract';
import { formatDate } from '@/lib/i18n/format-date';
import { postHref } from './blog-url';
import card from '@/components/ui/card.module.css';
import styles from './blog.module.css';
import { CmsImage } from '@/components/ui/cms-image';

/** A post's card (docs/product.md#blog): cover, title, date, categories, excerpt; the card is one link. */
export function PostCard({
  post,
  locale,
  headingLevel = 3,
  priority = false,
}: {
  post: PostSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** The first card's picture may be the page's largest: fetched at once, first. */
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${card.card} ${styles.card}`}>
      {post.cover ? (
        // The list's pictures are decorative: the title says what the post is.
        <CmsImage image={post.cover} alt="" priority={priority} className={styles.cardCover} />
      ) : null}
      <Heading className={styles.cardTitle}>
        <RouteLink href={postHref(post.slug)} className={card.link}>
          {post.title}
        </RouteLink>
      </Heading>
      <p className={styles.cardMeta}>
        <time dateTime={post.datePosted}>{formatDate(locale, post.datePosted)}</time>
        {post.categories.length > 0 ? <> · {post.categories.map((c) => c.title).join(', ')}</> : null}
      </p>
      {post.excerpt ? <p className={styles.cardExcerpt}>{post.excerpt}</p> : null}
    </article>
  );
}

/** Cards as a list; each item has an id, so "show more" can land on the first new one. */
export function PostList({ posts, locale }: { posts: PostSummary[]; locale: Locale }) {
  return (
    <ol className={styles.list}>
      {posts.map((post, index) => (
        <li key={post.id} id={`article-${index + 1}`} className={styles.listItem}>
          <PostCard post={post} locale={locale} priority={index === 0} />
        </li>
      ))}
    </ol>
  );
}

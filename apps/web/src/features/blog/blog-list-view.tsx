import { RouteLink } from '@/components/ui/route-link';
import { POSTS_PAGE_SIZE, type Locale, type PostListQuery } from '@dav/contract';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival.client';
import { getCategories, listPosts } from '@/lib/cms';
import type { Translate } from '@/lib/i18n/translator';
import { BLOG_PATH, blogHref } from './blog-url';
import { PostList } from './post-card';
import filterForm from '@/components/ui/filter-form.module.css';
import styles from './blog.module.css';
import screen from '../screen/screen.module.css';

/** Posts 1 to `page` × 9 ("show more" adds a page): each page one cached call, asked together. */
async function postsUpTo(locale: Locale, query: PostListQuery) {
  const pages = await Promise.all(
    Array.from({ length: query.page }, (_, i) => listPosts(locale, { ...query, page: i + 1 })),
  );
  return { total: pages[0]!.total, items: pages.flatMap((p) => p.items) };
}

/**
 * docs/product.md#blog: the filter (a plain GET form: it works without JavaScript, and each
 * choice is an address that can be shared), the count, the cards, "show more".
 */
export async function BlogListView({
  t,
  locale,
  query,
}: {
  t: Translate;
  locale: Locale;
  query: PostListQuery;
}) {
  const [categories, posts] = await Promise.all([getCategories(locale), postsUpTo(locale, query)]);
  const shown = posts.items.length;
  const firstNew = (query.page - 1) * POSTS_PAGE_SIZE + 1;
  return (
    <div className={screen.screen}>
      <h1 className={screen.title}>{t('blog.title')}</h1>
      <p className={screen.lead}>{t('blog.intro')}</p>
      <form method="get" action={BLOG_PATH} className={filterForm.filters} aria-label={t('blog.filters')}>
        <p className={filterForm.field}>
          <label htmlFor="blog-category">{t('blog.category')}</label>
          <select id="blog-category" name="category" defaultValue={query.category ?? ''}>
            <option value="">{t('blog.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.title}
              </option>
            ))}
          </select>
        </p>
        <p className={filterForm.field}>
          <label htmlFor="blog-order">{t('blog.order')}</label>
          <select id="blog-order" name="order" defaultValue={query.order}>
            <option value="desc">{t('blog.newest')}</option>
            <option value="asc">{t('blog.oldest')}</option>
          </select>
        </p>
        <button type="submit" className="button">
          {t('blog.apply')}
        </button>
      </form>
      <section aria-labelledby="blog-resultats" className={styles.results}>
        <h2 id="blog-resultats" className="visually-hidden">
          {t('blog.results')}
        </h2>
        {/* A polite live region: how many are shown, read out once they are. */}
        <p role="status" className={styles.count}>
          {t('blog.count', { shown, total: posts.total })}
        </p>
        {posts.total === 0 ? <p>{t('blog.none')}</p> : <PostList posts={posts.items} locale={locale} />}
        {query.page > 1 && shown >= firstNew ? <FocusOnArrival targetId={`article-${firstNew}`} /> : null}
        {shown < posts.total ? (
          <p className={styles.more}>
            <RouteLink
              href={blogHref({ ...query, page: query.page + 1 }, `article-${shown + 1}`)}
              scroll={false}
              className="button"
            >
              {t('blog.loadMore')}
            </RouteLink>
          </p>
        ) : null}
      </section>
    </div>
  );
}

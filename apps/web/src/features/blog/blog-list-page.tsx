import 'server-only';
import type { Screen } from '@/features/screen/screen-page';
import { BlogListView } from './blog-list-view';
import { BLOG_PATH, readBlogQuery } from './blog-url';

/** `/blog` and `/blog/script` (docs/product.md#blog): the list, its state in the query string. */
export const blogListScreen: Screen = {
  path: BLOG_PATH,
  title: (t) => t('blog.title'),
  description: ({ t }) => t('blog.intro'),
  View: async ({ data, searchParams }) => (
    <BlogListView t={data.t} locale={data.site.locale} query={readBlogQuery(await searchParams)} />
  ),
};

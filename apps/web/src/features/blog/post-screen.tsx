import 'server-only';
import type { PostResponse } from '@dav/contract';
import type { DetailScreen } from '@/features/screen/detail-page';
import { getPost } from '@/lib/cms';
import { PostView } from './post-view';

/** `/blog/{slug}` (docs/product.md#blog): a post that is scheduled, unpublished or not translated here is the 404 page. */
export const postScreen: DetailScreen<PostResponse> = {
  route: 'blog-post',
  find: getPost,
  describe: (post) => post,
  seo: (post, { t }) => ({
    title: post.seo.title,
    description: post.seo.description ?? (post.excerpt || t('blog.intro')),
    image: post.seo.image ?? post.cover,
    type: 'article',
  }),
  View: ({ item, data }) => <PostView post={item} t={data.t} site={data.site} locale={data.site.locale} />,
};

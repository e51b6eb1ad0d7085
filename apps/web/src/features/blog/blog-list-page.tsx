import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { BlogListView } from './blog-list-view';
import { BLOG_PATH, readBlogQuery } from './blog-url';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** SEO of the blog and of its `/script` variant (not indexed). */
export async function blogListMetadata(siteKey: string, script: boolean): Promise<Metadata> {
  if (isBuildSiteKey(siteKey)) return {};
  const data = await loadScreen(siteKey);
  return screenMetadata(data, {
    pathname: BLOG_PATH,
    noindex: script,
    title: data.t('blog.title'),
    description: data.t('blog.intro'),
  });
}

/** `/blog` and `/blog/script` (docs/product.md#blog): the list, its state in the query string. */
export async function BlogListPage({
  siteKey,
  script,
  searchParams,
}: {
  siteKey: string;
  script: boolean;
  searchParams: SearchParams;
}) {
  if (isBuildSiteKey(siteKey)) notFound();
  const data = await loadScreen(siteKey);
  const query = readBlogQuery(await searchParams);
  return (
    <ScreenShell data={data} pathname={BLOG_PATH} title={data.t('blog.title')} script={script}>
      <BlogListView t={data.t} locale={data.site.locale} query={query} />
    </ScreenShell>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BLOG_PATH } from '@/features/blog/blog-url';
import { loadPostRoute } from '@/features/blog/load-post-route';
import { PostView } from '@/features/blog/post-view';
import { ErrorPageView } from '@/features/error-page/error-page-view';
import { NotFoundSignal } from '@/features/error-page/not-found-signal';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { seoMetadata } from '@/lib/site/seo-metadata';

interface PostPageProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
}

/** Prerendered for the build placeholder only; every real post renders on its first request. */
export function generateStaticParams() {
  return [{ slug: '~build', variant: [] }];
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) return {};
  const data = await loadPostRoute(site, slug, variant);
  const { t } = data;
  if (data.view === 'missing') return { title: `${t('error.title')} | ${t('site.name')}` };
  const { post } = data;
  return seoMetadata({
    site: data.site,
    global: data.global,
    t,
    noindex: data.script,
    page: { list: BLOG_PATH, slug: post.slug, translations: post.translations },
    title: post.seo.title ?? `${post.title} | ${t('site.name')}`,
    description: post.seo.description ?? (post.excerpt || t('blog.intro')),
    image: post.seo.image ?? post.cover,
    type: 'article',
  });
}

/**
 * docs/product.md#routes: `/blog/{slug}` and its `/script` variant. A deeper path, or a post that
 * is scheduled, unpublished or not translated here, is the 404 page.
 */
export default async function PostPage({ params }: PostPageProps) {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) notFound();
  const data = await loadPostRoute(site, slug, variant);
  if (data.view === 'post') {
    return <PostView post={data.post} t={data.t} site={data.site} locale={data.site.locale} />;
  }
  return (
    <>
      <ErrorPageView image={data.global.notFoundImage} t={data.t} />
      <NotFoundSignal />
    </>
  );
}

import type { Metadata } from 'next';
import { blogListMetadata, BlogListPage } from '@/features/blog/blog-list-page';

interface BlogPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Rendered whole on the server for each request: the list must work without JavaScript. */
export const instant = false;

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  return blogListMetadata((await params).site, false);
}

/** docs/product.md#blog: the blog's list. */
export default async function BlogPage({ params, searchParams }: BlogPageProps) {
  return <BlogListPage siteKey={(await params).site} script={false} searchParams={searchParams} />;
}
